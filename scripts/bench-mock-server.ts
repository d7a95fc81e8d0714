/**
 * Benchmark of the standalone mock server's storage (issue 8), in Node, through the same
 * `handle(Request)` the HTTP glue calls, over the real durable file storage (fsync and all)
 * in a temporary folder. Targets on this 2-core machine:
 * - sequential write (profile PATCH) p95 ≤ 50 ms with 100 MB of uploads stored;
 * - 50 concurrent 1 MB CV uploads: all answered (201), p95 ≤ 5 s.
 * `npm run bench:mock` runs it after the API benchmark (`-- --server-only` for this alone).
 */
/* eslint-disable no-restricted-imports -- the benchmark measures the mock itself. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { db } from '../src/mocks/db';
import { resetPersistenceForTests } from '../src/mocks/db/persistence';
import { createMockApp, type MockApp } from '../src/mocks/server/app';
import { createFileStorage } from '../src/mocks/server/file-storage.mjs';

const ORIGIN = 'http://127.0.0.1:8787';
const MB = 1024 * 1024;
const STORED_MB = 100;
const TARGET_WRITE_P95_MS = 50;
const TARGET_UPLOAD_P95_MS = 5000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function pdf(size: number, seed: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  // Distinct contents (the store is content-addressed).
  for (let i = 9; i < size; i += 4096) bytes[i] = (seed * 31 + i) & 0xff;
  new DataView(bytes.buffer).setUint32(12, seed);
  return new File([bytes], `cv-${seed}.pdf`, { type: 'application/pdf' });
}

async function token(app: MockApp, email: string): Promise<string> {
  const res = await app.handle(new Request(`${ORIGIN}/__mock/token?email=${email}`));
  return ((await res!.json()) as { data: { token: string } }).data.token;
}

function upload(app: MockApp, bearer: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return app.handle(
    new Request(`${ORIGIN}/api/v1/cv/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}` },
      body: form,
    }),
  );
}

export async function benchServer(): Promise<boolean> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-mock-server-'));
  try {
    const storage = await createFileStorage(join(directory, 'db.json'));
    const app = await createMockApp({ reset: true, preset: 'seed', port: 8787 }, storage, () => {});
    // Candidates without CVs (each may keep 10).
    const candidates = db.users
      .all()
      .filter((u) => u.roles[0] === 'candidate' && u.active)
      .slice(0, 40);
    const tokens = await Promise.all(candidates.map((c) => token(app, c.email)));

    // 100 MB of uploads stored: 25 files of 4 MB.
    let seed = 0;
    for (let i = 0; i < STORED_MB / 4; i += 1) {
      const res = await upload(app, tokens[i % 10]!, pdf(4 * MB, (seed += 1)));
      if (res!.status !== 201) throw new Error(`carga inicial: ${res!.status}`);
    }

    const writes: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const started = performance.now();
      const res = await app.handle(
        new Request(`${ORIGIN}/api/v1/candidates/profile`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${tokens[20]}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ headline: `Titular ${i}` }),
        }),
      );
      writes.push(performance.now() - started);
      if (res!.status !== 200) throw new Error(`PATCH: ${res!.status}`);
    }
    writes.sort((a, b) => a - b);
    const writeP95 = percentile(writes, 95);

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const t0 = performance.now();
        const res = await upload(app, tokens[10 + (i % 25)]!, pdf(1 * MB, (seed += 1)));
        return { status: res!.status, ms: performance.now() - t0 };
      }),
    );
    const wall = performance.now() - started;
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const answered = results.filter((r) => r.status === 201).length;
    const uploadP95 = percentile(times, 95);
    await app.close();

    const writeOk = writeP95 <= TARGET_WRITE_P95_MS;
    const uploadOk = answered === 50 && uploadP95 <= TARGET_UPLOAD_P95_MS;
    console.log('\nServidor independiente (almacenamiento durable, fsync):');
    console.log(
      `  escritura secuencial con ${STORED_MB} MB de archivos: p50 ${percentile(writes, 50).toFixed(1)} ms, p95 ${writeP95.toFixed(1)} ms (objetivo ≤ ${TARGET_WRITE_P95_MS})${writeOk ? ' ok' : ' LENTO'}`,
    );
    console.log(
      `  50 cargas de 1 MB a la vez: ${answered}/50 respondidas (201), p95 ${uploadP95.toFixed(0)} ms, total ${wall.toFixed(0)} ms (objetivo p95 ≤ ${TARGET_UPLOAD_P95_MS})${uploadOk ? ' ok' : ' LENTO'}`,
    );
    return writeOk && uploadOk;
  } finally {
    resetPersistenceForTests();
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv.includes('--server-only')) {
  process.exitCode = (await benchServer()) ? 0 : 1;
}
