/* global Buffer, console, URL, Headers, Request, ReadableStream, ByteLengthQueuingStrategy, setTimeout, clearTimeout */
// The standalone mock server's HTTP glue: a node:http server that turns each request into a
// Fetch `Request` for the platform-neutral app (`app.ts`) and writes its `Response` back.
// Used by `cli.mjs` and by tests that need a real server (the Firebase SDK's).
import { createServer } from 'node:http';

/**
 * A request refused before its body was read (a bad token, a body over the limit) is
 * answered at once, then the rest of its body is read and dropped, within these bounds,
 * before the connection is closed (`Connection: close`). Closing with the body still
 * arriving makes the kernel reset the connection, and a client still writing (Node's
 * `fetch`) then fails with EPIPE instead of reading the answer. Past a bound the
 * connection is closed all the same.
 */
export const DRAIN_LIMITS = { bytes: 64 * 1024 * 1024, idleMs: 5_000, totalMs: 30_000 };

/**
 * The request's body as a web stream. Unlike `Readable.toWeb`, cancelling it (a handler
 * that stops reading: 413) does not destroy the socket, and `abandon()` stops feeding it
 * so that the server can drain the rest after answering.
 * @param {import('node:http').IncomingMessage} req
 */
function requestBody(req) {
  let open = true;
  const stream = new ReadableStream(
    {
      start(controller) {
        req.on('data', (chunk) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          if (open) controller.close();
          open = false;
        });
        const fail = () => {
          if (open) controller.error(new Error('La conexión se cerró durante la solicitud'));
          open = false;
        };
        req.once('error', fail);
        req.once('close', () => !req.complete && fail());
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  return {
    stream,
    abandon() {
      open = false;
    },
  };
}

/**
 * Read and drop the rest of `req`'s body, then `done()`; past a bound of
 * {@link DRAIN_LIMITS}, `done()` and close the connection anyway.
 * @param {import('node:http').IncomingMessage} req
 * @param {() => void} done
 */
function drain(req, done, limits = DRAIN_LIMITS) {
  let received = 0;
  let finished = false;
  const finish = (close) => {
    if (finished) return;
    finished = true;
    clearTimeout(total);
    clearTimeout(idle);
    done();
    if (close) req.socket.destroy();
  };
  const total = setTimeout(() => finish(true), limits.totalMs);
  const idle = setTimeout(() => finish(true), limits.idleMs);
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received > limits.bytes) finish(true);
    else idle.refresh();
  });
  req.once('end', () => finish(false));
  // The client went away (it read the answer and closed): nothing left to drain.
  req.once('close', () => finish(false));
  req.on('error', () => {});
  req.resume();
}

/**
 * Write the answer (status and headers already set). A request whose body was not read to
 * the end (refused before: 401, 413…) gets the whole answer at once (`Content-Length`,
 * `Connection: close`), then its body is drained and the connection closed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ abandon(): void } | null} body
 * @param {Buffer | null} payload
 */
function send(req, res, body, payload) {
  if (!body || req.complete) {
    res.end(payload ?? undefined);
    return;
  }
  body.abandon();
  res.setHeader('Connection', 'close');
  res.setHeader('Content-Length', payload?.length ?? 0);
  if (payload?.length) res.write(payload);
  else res.flushHeaders();
  drain(req, () => res.end());
}

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
    const body = hasBody ? requestBody(req) : null;
    let request;
    try {
      request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`), {
        method,
        headers,
        body: body?.stream,
        duplex: hasBody ? 'half' : undefined,
      });
    } catch {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Connection', 'close');
      send(
        req,
        res,
        body,
        Buffer.from(JSON.stringify({ message: 'Solicitud inválida', error: 'bad_request' })),
      );
      return;
    }
    mock
      .handle(request)
      .then(async (response) => {
        if (response === null) {
          req.socket.destroy();
          return;
        }
        const payload = response.body ? Buffer.from(await response.arrayBuffer()) : null;
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.appendHeader(name, value));
        send(req, res, body, payload);
      })
      .catch((error) => {
        console.error('[mock-server]', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Error interno del servidor', error: 'internal_error' }));
      });
  });
}
