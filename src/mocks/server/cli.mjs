#!/usr/bin/env node
/* global process, Buffer, console, URL, Headers, Request */
// Standalone mock API: `npm run mock-server -- [--port 8787] [--host 127.0.0.1] [--reset]
// [--preset seed|large] [--data .mock-server/db.json]`. The TypeScript sources are loaded
// through Vite's module runner (no extra tooling); this file is only the Node glue.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

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

/** @type {{ read(): Promise<string | null>; write(text: string): Promise<void> }} */
const storage = {
  async read() {
    try {
      return await readFile(dataFile, 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  },
  async write(text) {
    await mkdir(dirname(dataFile), { recursive: true });
    const temporary = `${dataFile}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, dataFile);
  },
};

const mock = await app.createMockApp(options, storage, (m) => console.warn(`[mock-server] ${m}`));

const server = createServer((req, res) => {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(
    new URL(req.url ?? '/', `http://${req.headers.host ?? options.host}`),
    {
      method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? 'half' : undefined,
    },
  );
  mock
    .handle(request)
    .then(async (response) => {
      if (response === null) {
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.appendHeader(name, value));
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
