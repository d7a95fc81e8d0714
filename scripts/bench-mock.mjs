#!/usr/bin/env node
// Runs scripts/bench-mock.ts through Vite's module runner (no extra tooling needed).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
await runnerImport(`${root}scripts/bench-mock.ts`, { configFile: false, root, logLevel: 'error' });
