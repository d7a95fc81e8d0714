#!/usr/bin/env node
// `npm run contract -- --base-url URL [--token-command CMD] [--spec FILE|URL]
//  [--candidate EMAIL] [--other-candidate EMAIL] [--recruiter EMAIL] [--admin EMAIL]`
// Holds a running server to the API contract (scripts/contract/suite.ts): every answer
// against the OpenAPI document, the authorisation matrix, paging, conflicts, error bodies.
// URL: the API's base (`http://127.0.0.1:8787/api/v1`; `/api/v1` is added to a bare origin).
// CMD: prints a bearer token for the account in $CONTRACT_EMAIL (role in $CONTRACT_ROLE);
// without it the mock's `GET /__mock/token` is used. Exit code 1 when a check fails.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(name.length + 3) : args[at + 1];
};

let baseUrl = option('base-url') ?? process.env.CONTRACT_BASE_URL;
if (!baseUrl) {
  console.error('Falta --base-url (p. ej. http://127.0.0.1:8787/api/v1)');
  process.exit(2);
}
if (new URL(baseUrl).pathname === '/') baseUrl = `${baseUrl.replace(/\/$/, '')}/api/v1`;

const tokenCommand = option('token-command');
const spec = option('spec');
// The contract: the repository's document, unless --spec names another copy.
const document =
  spec && /^https?:/.test(spec)
    ? await (await fetch(spec)).json()
    : JSON.parse(readFileSync(spec ?? `${root}docs/openapi.json`, 'utf8'));

const accounts = Object.fromEntries(
  [
    ['candidate', 'candidate'],
    ['otherCandidate', 'other-candidate'],
    ['recruiter', 'recruiter'],
    ['admin', 'admin'],
  ]
    .map(([key, flag]) => [key, option(flag)])
    .filter(([, value]) => value),
);

const { module } = await runnerImport(`${root}scripts/contract/suite.ts`, {
  configFile: false,
  root,
  logLevel: 'error',
});
const started = performance.now();
const result = await module.runContractSuite({
  baseUrl,
  document,
  accounts,
  token: tokenCommand
    ? async (email, role) =>
        execSync(tokenCommand, {
          env: { ...process.env, CONTRACT_EMAIL: email, CONTRACT_ROLE: role },
          encoding: 'utf8',
        }).trim()
    : undefined,
  log: (line) => console.log(line),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `contract: ${result.passed} checks passed, ${result.failures.length} failed; ` +
    `${result.covered.length} of ${result.covered.length + result.missed.length} operations exercised (${seconds} s)`,
);
if (result.missed.length) console.log(`not exercised: ${result.missed.join(', ')}`);
process.exit(result.failures.length ? 1 : 0);
