// @vitest-environment node
/**
 * The conformance suite (`npm run contract`) against the real `npm run mock-server` (its
 * own process, free port, temporary data file), and the control: the same suite against a
 * proxy of it that answers one endpoint with a wrong shape must fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../src/test/process';
import { readFileSync } from 'node:fs';
import { runFuzz } from './contract/fuzz';
import { runContractSuite } from './contract/suite';

const root = resolve(import.meta.dirname, '..');
let server: ChildProcess;
let origin = '';
let dataDir = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'contract-'));
  const port = await freePort();
  server = spawn(
    process.execPath,
    [
      'src/mocks/server/cli.mjs',
      '--port',
      String(port),
      '--data',
      join(dataDir, 'db.json'),
      '--reset',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((ready, fail) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[mock-server] http://')) ready();
    });
    server.once('exit', (code) => fail(new Error(`mock-server exited (${code})`)));
  });
  origin = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  // Its data file is written until it has exited: removing the folder at once raced with it
  // ("ENOTEMPTY").
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** A proxy of the mock server whose `GET /user/details` answers `version` as text. */
async function corruptingProxy(): Promise<Server> {
  const proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => name !== 'host' && name !== 'connection',
        ),
      ) as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (request.url?.startsWith('/api/v1/user/details') && upstream.status === 200) {
      const answer = JSON.parse(body.toString()) as { data: { version: unknown } };
      answer.data.version = String(answer.data.version);
      body = Buffer.from(JSON.stringify(answer));
    }
    response.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
    });
    response.end(body);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return proxy;
}

describe('the conformance suite', () => {
  it('passes against the mock server, exercising every operation of the document', async () => {
    const result = await runContractSuite({ baseUrl: `${origin}/api/v1` });
    expect(result.failures).toEqual([]);
    expect(result.missed).toEqual([]);
    expect(result.passed).toBeGreaterThan(200);
  }, 120_000);

  it('fails against a server that answers one endpoint with a wrong shape', async () => {
    const proxy = await corruptingProxy();
    const { port } = proxy.address() as AddressInfo;
    try {
      const result = await runContractSuite({ baseUrl: `http://127.0.0.1:${port}/api/v1` });
      expect(result.failures.length).toBeGreaterThan(0);
      // The corrupted answer itself is named, with what is wrong in it.
      expect(result.failures.join('\n')).toMatch(
        /GET \/user\/details .*conforms: 200 body does not match: .*version must be integer/,
      );
    } finally {
      proxy.close();
    }
  }, 120_000);
});

describe('fuzzing from the contract', () => {
  it('no 5xx, every answer in the document, refused requests change nothing (bounded run)', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    console.log(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed}, or npm run fuzz -- --seed ${seed})`);
    const document = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
    const result = await runFuzz({
      baseUrl: `${origin}/api/v1`,
      document,
      seed,
      timeLimitMs: 30_000,
    });
    expect(result.failure).toBeNull();
    expect(result.requests).toBeGreaterThan(50);
  }, 120_000);
});
