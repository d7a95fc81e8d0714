#!/usr/bin/env node
/* global process, console, URL */
// Standalone mock API: `npm run mock-server -- [--port 8787] [--host 127.0.0.1] [--reset]
// [--preset seed|large] [--data .mock-server/db.json] [--allow-host name] [--app-origin url]
// [--firebase-auth-emulator http://127.0.0.1:9099 [--firebase-project demo-talentia]]`.
// The TypeScript sources are loaded through Vite's module runner (no extra tooling); this
// file is only the Node glue. Durable file storage: ./file-storage.mjs; HTTP: ./node-server.mjs.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { createFileStorage } from './file-storage.mjs';
import { createNodeServer } from './node-server.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { module: app } = await runnerImport(`${root}src/mocks/server/app.ts`, {
  configFile: false,
  root,
  logLevel: 'error',
});

let options;
try {
  options = app.parseServerArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[mock-server] ${error.message}`);
  process.exit(2);
}
const dataFile = resolve(root, options.dataFile);

const warn = (m) => console.warn(`[mock-server] ${m}`);
const storage = await createFileStorage(dataFile, warn);

// The API reference (`/__docs`): Scalar's browser bundle, from node_modules (no CDN).
const { version: apiVersion } = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8'));
const scalarBundle = resolve(root, 'node_modules/@scalar/api-reference/dist/browser/standalone.js');
const loadReferenceScript = () => readFile(scalarBundle, 'utf8').catch(() => null);
// The contract as docs/openapi.json holds it (with the seed's examples, `npm run openapi`).
const referenceDocument = readFile(resolve(root, 'docs/openapi.json'), 'utf8').catch(() => null);
const loadReferenceDocument = () => referenceDocument;

let mock;
try {
  mock = await app.createMockApp(
    { ...options, apiVersion, loadReferenceScript, loadReferenceDocument },
    storage,
    warn,
  );
} catch (error) {
  // The Firebase Auth emulator named by --firebase-auth-emulator did not take the accounts.
  console.error(`[mock-server] ${error.message}`);
  process.exit(1);
}

const server = createNodeServer(mock, options.host);

server.on('error', (error) => {
  console.error(`[mock-server] ${error.message}`);
  process.exit(1);
});
server.listen(options.port, options.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  console.log(
    `[mock-server] http://${options.host}:${port}/api/v1 · ${mock.describe()} · archivo ${dataFile}`,
  );
});

const stop = () => {
  server.close();
  mock.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
