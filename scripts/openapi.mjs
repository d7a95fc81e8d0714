#!/usr/bin/env node
// `npm run openapi [-- --check]`: writes docs/openapi.json, the OpenAPI 3.1 document of
// `/api/v1`, from the contract's zod schemas (src/shared/contract/openapi.ts), with examples
// answered by the mock on its seed (scripts/contract/examples.ts). `--check` writes nothing
// and fails when the file is stale (the unit test scripts/openapi.test.ts does the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}scripts/contract/reference-document.ts`, {
  configFile: false,
  root,
  logLevel: 'error',
});
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const document = await module.referenceDocument(version);
const text = `${JSON.stringify(document, null, 2)}\n`;
const target = `${root}docs/openapi.json`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error('docs/openapi.json is stale: run `npm run openapi`.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  writeFileSync(target, text);
  const paths = Object.keys(document.paths).length;
  console.log(`docs/openapi.json: ${paths} paths, ${Math.round(text.length / 1024)} KB.`);
}
