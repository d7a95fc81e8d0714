#!/usr/bin/env node
// Runs scripts/bench-mock.ts through Vite's module runner (no extra tooling needed).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { configFile: false, root, logLevel: 'error' };
if (!process.argv.includes('--server-only')) {
  await runnerImport(`${root}scripts/bench-mock.ts`, options);
}
// The standalone server's storage: writes with 100 MB of uploads stored, 50 parallel uploads.
const apiExit = process.exitCode ?? 0;
const { module: server } = await runnerImport(`${root}scripts/bench-mock-server.ts`, options);
if (!process.argv.includes('--server-only')) {
  const ok = await server.benchServer();
  process.exitCode = apiExit || (ok ? 0 : 1);
}
