#!/usr/bin/env node
/* global process, Buffer, console, URL, Headers, Request */
// Standalone mock API: `npm run mock-server -- [--port 8787] [--host 127.0.0.1] [--reset]
// [--preset seed|large] [--data .mock-server/db.json] [--allow-host name]`. The TypeScript
// sources are loaded through Vite's module runner (no extra tooling); this file is only the
// Node glue. Durable file storage: ./file-storage.mjs.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { createFileStorage } from './file-storage.mjs';

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

const mock = await app.createMockApp(options, storage, warn);

const server = createServer((req, res) => {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let request;
  try {
    request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? options.host}`), {
      method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? 'half' : undefined,
    });
  } catch {
    res.writeHead(400, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ message: 'Solicitud inválida', error: 'bad_request' }));
    return;
  }
  mock
    .handle(request)
    .then(async (response) => {
      if (response === null) {
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.appendHeader(name, value));
      // Refused before its body was read (413 and the like): do not read the rest either.
      if (hasBody && !req.complete) res.setHeader('Connection', 'close');
      res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    })
    .catch((error) => {
      console.error('[mock-server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Error interno del servidor', error: 'internal_error' }));
    });
});

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
