/* global Buffer, console, URL, Headers, Request */
// The standalone mock server's HTTP glue: a node:http server that turns each request into a
// Fetch `Request` for the platform-neutral app (`app.ts`) and writes its `Response` back.
// Used by `cli.mjs` and by tests that need a real server (the Firebase SDK's).
import { createServer } from 'node:http';
import { Readable } from 'node:stream';

/** @param {{ handle(request: Request): Promise<Response | null> }} mock */
export function createNodeServer(mock, fallbackHost = '127.0.0.1') {
  return createServer((req, res) => {
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    let request;
    try {
      request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`), {
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
}
