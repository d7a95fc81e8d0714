#!/usr/bin/env node
// `npm run fuzz -- --base-url URL [--seed N] [--seconds 90] [--spec FILE]`: property-based
// fuzzing of a running mock server from the contract (scripts/contract/fuzz.ts). Prints the
// seed; replay a failure with the same `--seed`. Exit code 1 on a failure.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
let baseUrl = option('base-url') ?? 'http://127.0.0.1:8787/api/v1';
if (new URL(baseUrl).pathname === '/') baseUrl = `${baseUrl.replace(/\/$/, '')}/api/v1`;
const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
const seconds = Number(option('seconds') ?? 90);
const document = JSON.parse(readFileSync(option('spec') ?? `${root}docs/openapi.json`, 'utf8'));

const { module } = await runnerImport(`${root}scripts/contract/fuzz.ts`, {
  configFile: false,
  root,
  logLevel: 'error',
});
console.log(
  `fuzz: seed ${seed} (replay: npm run fuzz -- --seed ${seed}), ${seconds} s against ${baseUrl}`,
);
const started = performance.now();
const result = await module.runFuzz({
  baseUrl,
  document,
  seed,
  timeLimitMs: seconds * 1000,
  log: (line) => console.log(`  ${line}`),
});
const took = ((performance.now() - started) / 1000).toFixed(1);
if (result.failure) {
  console.error(
    `fuzz: FAILED after ${result.requests} requests (${took} s), seed ${seed}\n${result.failure}`,
  );
  process.exit(1);
}
console.log(`fuzz: ${result.requests} requests, no failure (${took} s), seed ${seed}`);
