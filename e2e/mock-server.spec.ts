import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { stopProcess } from '../src/test/process';

/**
 * `npm run mock-server`: the mock API as a standalone HTTP server on 127.0.0.1, with the
 * same data and rules as in the browser, persisting to a file. Called here over plain HTTP,
 * as curl or a mobile client would.
 */
const PORT = 8791;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_FILE = '.mock-server/e2e-server.json';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;

async function start(extraArgs: string[] = []) {
  server = spawn(
    process.execPath,
    ['src/mocks/server/cli.mjs', '--port', String(PORT), '--data', DATA_FILE, ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const child = server;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock server did not start')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`127.0.0.1:${PORT}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
}

async function stop() {
  const child = server;
  server = undefined;
  await stopProcess(child);
}

async function tokenFor(email: string): Promise<string> {
  const response = await fetch(`${BASE}/__mock/token?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test.beforeAll(() => rmSync(DATA_FILE, { force: true }));
test.afterAll(async () => {
  await stop();
  rmSync(DATA_FILE, { force: true });
});

test('answers on 127.0.0.1 with the seeded data and the same rules', async () => {
  await start(['--reset']);

  const anonymous = await fetch(`${BASE}/api/v1/candidates/job-offers?page=1&pageSize=5`);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });

  const camila = await tokenFor('camila.rojas@ejemplo.com');
  const list = await fetch(`${BASE}/api/v1/candidates/job-offers?page=1&pageSize=5`, {
    headers: { Authorization: `Bearer ${camila}` },
  });
  expect(list.status).toBe(200);
  const page = (await list.json()) as {
    data: unknown[];
    page: number;
    pageSize: number;
    total: number;
    totalPages: number;
  };
  expect(page.data).toHaveLength(5);
  expect(page).toMatchObject({ page: 1, pageSize: 5 });
  expect(page.total).toBeGreaterThan(5);

  // A candidate may not use the recruiters' calls.
  const forbidden = await fetch(`${BASE}/api/v1/job-offers/metrics`, {
    headers: { Authorization: `Bearer ${camila}` },
  });
  expect(forbidden.status).toBe(403);

  // Paging limits and validation are the same as in the browser.
  const tooBig = await fetch(`${BASE}/api/v1/candidates/job-offers?page=1&pageSize=500`, {
    headers: { Authorization: `Bearer ${camila}` },
  });
  expect(tooBig.status).toBe(400);
});

test('refuses a wrong file type and accepts a PDF CV with 201', async () => {
  const camila = await tokenFor('camila.rojas@ejemplo.com');
  const png = new FormData();
  png.append(
    'file',
    new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' }),
  );
  png.append('description', 'No es un CV');
  const refused = await fetch(`${BASE}/api/v1/cv/upload/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${camila}` },
    body: png,
  });
  expect(refused.status).toBe(415);

  const pdf = new FormData();
  pdf.append(
    'file',
    new File(['%PDF-1.4 servidor'], 'cv-servidor.pdf', { type: 'application/pdf' }),
  );
  pdf.append('description', 'CV subido al servidor de pruebas');
  const created = await fetch(`${BASE}/api/v1/cv/upload/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${camila}` },
    body: pdf,
  });
  expect(created.status).toBe(201);
});

test('keeps its data in a file across restarts, and --reset brings the seed back', async () => {
  await stop();
  expect(existsSync(DATA_FILE)).toBe(true);
  expect(readFileSync(DATA_FILE, 'utf8')).toContain('cv-servidor.pdf');

  const listCvs = async () => {
    const camila = await tokenFor('camila.rojas@ejemplo.com');
    const response = await fetch(`${BASE}/api/v1/cv/`, {
      headers: { Authorization: `Bearer ${camila}` },
    });
    return JSON.stringify(await response.json());
  };

  await start();
  expect(await listCvs()).toContain('CV subido al servidor de pruebas');
  await stop();

  await start(['--reset']);
  expect(await listCvs()).not.toContain('CV subido al servidor de pruebas');
});
