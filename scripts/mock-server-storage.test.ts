// @vitest-environment node
/**
 * The standalone server's storage and guards: records and file contents apart, durable
 * writes, grouped flushes, unusable data set aside, local-only hosts, QA routes same-origin.
 */
/* eslint-disable no-restricted-imports -- tests the mock's standalone server itself. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { db } from '../src/mocks/db/database';
import {
  closeDatabase,
  flushDatabase,
  initDatabase,
  resetPersistenceForTests,
} from '../src/mocks/db/persistence';
import { fileWith, MAGIC } from '../src/mocks/handlers/test-files';
import {
  createMockApp,
  isAllowedHost,
  textStorageAdapter,
  type MockApp,
  type TextStorage,
} from '../src/mocks/server/app';
import { createFileStorage } from '../src/mocks/server/file-storage.mjs';

const ORIGIN = 'http://127.0.0.1:8787';
let directory: string;
let dataFile: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mock-server-'));
  dataFile = join(directory, 'db.json');
});
afterEach(() => {
  resetPersistenceForTests();
  rmSync(directory, { recursive: true, force: true });
});

async function tokenOf(app: MockApp, email: string): Promise<string> {
  const res = await app.handle(new Request(`${ORIGIN}/__mock/token?email=${email}`));
  return ((await res!.json()) as { data: { token: string } }).data.token;
}

function cvUpload(token: string, size: number, name = 'cv.pdf') {
  const form = new FormData();
  form.append('file', fileWith(MAGIC.pdf, name, size, 'application/pdf'));
  return new Request(`${ORIGIN}/api/v1/cv/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('standalone server storage', () => {
  it('keeps uploads apart from the records and serves them back after a restart', async () => {
    const storage = await createFileStorage(dataFile);
    const app = await createMockApp({ reset: false, preset: 'seed' }, storage, () => {});
    const token = await tokenOf(app, 'mateo.fernandez@ejemplo.com');
    const created = await app.handle(cvUpload(token, 300 * 1024));
    expect(created!.status).toBe(201);
    const { data } = (await created!.json()) as { data: { id: string } };
    const records = readFileSync(dataFile, 'utf8');
    expect(records.length).toBeLessThan(3_000_000);
    expect(records).not.toContain('A'.repeat(1000)); // no base64 of the upload's zeros
    expect(readdirSync(join(directory, 'blobs'))).toHaveLength(1);

    resetPersistenceForTests();
    const again = await createMockApp(
      { reset: false, preset: 'seed' },
      await createFileStorage(dataFile),
      () => {},
    );
    const download = await again.handle(
      new Request(`${ORIGIN}/api/v1/cv/${data.id}/download`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(download!.status).toBe(200);
    expect((await download!.arrayBuffer()).byteLength).toBe(300 * 1024);
  });

  it('groups the flushes of writes that finish together, each answered once stored', async () => {
    const writes: number[] = [];
    const file: { text: string | null } = { text: null };
    const storage: TextStorage = {
      read: async () => file.text,
      write: async (text) => {
        writes.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 30));
        file.text = text;
      },
    };
    const app = await createMockApp({ reset: false, preset: 'seed' }, storage, () => {});
    writes.length = 0;
    const token = await tokenOf(app, 'mateo.fernandez@ejemplo.com');
    const offers = await app.handle(
      new Request(`${ORIGIN}/api/v1/candidates/job-offers?pageSize=20`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    const ids = ((await offers!.json()) as { data: { id: string }[] }).data.map((o) => o.id);
    expect(ids).toHaveLength(20);
    const stored = () =>
      (
        JSON.parse(file.text!) as {
          snapshot: { tables: { savedOffers: { jobOfferId: string }[] } };
        }
      ).snapshot.tables.savedOffers.map((s) => s.jobOfferId);
    await Promise.all(
      ids.map(async (jobId) => {
        const res = await app.handle(
          new Request(`${ORIGIN}/api/v1/candidates/saved-job-offers`, {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ jobId }),
          }),
        );
        expect(res!.status).toBe(200);
        // Answered only once stored.
        expect(stored()).toContain(jobId);
      }),
    );
    expect(writes.length).toBeLessThanOrEqual(3);
  });

  it('sets an unreadable data file aside instead of overwriting it, and removes stale temp files', async () => {
    writeFileSync(dataFile, '{"kind":"snapshot","vers');
    writeFileSync(`${dataFile}.1234.abcd.tmp`, 'half a write');
    const logs: string[] = [];
    const storage = await createFileStorage(dataFile, (m) => logs.push(m));
    expect(existsSync(`${dataFile}.1234.abcd.tmp`)).toBe(false);
    const app = await createMockApp({ reset: false, preset: 'seed' }, storage, (m) => logs.push(m));
    const aside = readdirSync(directory).filter((n) => n.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(directory, aside[0]!), 'utf8')).toBe('{"kind":"snapshot","vers');
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ kind: 'pristine' });
    expect(app.describe()).toContain('apartado');
    expect(logs.join('\n')).toContain('corrupt-');
  });
});

describe('standalone server journal', () => {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const headlineOf = async (app: MockApp, token: string) =>
    (
      (await (await app.handle(
        new Request(`${ORIGIN}/api/v1/user/details`, { headers: auth(token) }),
      ))!.json()) as { data: { headline?: string } }
    ).data.headline;
  const setHeadline = async (app: MockApp, token: string, headline: string) => {
    const res = await app.handle(
      new Request(`${ORIGIN}/api/v1/candidates/profile`, {
        method: 'PATCH',
        headers: { ...auth(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ headline }),
      }),
    );
    expect(res!.status).toBe(200);
  };
  const journalLines = () =>
    readFileSync(`${dataFile}.journal`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { seq: number; changes: Record<string, unknown> });
  /** A fresh start over the files as they are (a restart of the server). */
  const restart = async (logs: string[] = [], storage?: TextStorage) => {
    resetPersistenceForTests();
    return createMockApp(
      { reset: false, preset: 'seed' },
      storage ?? (await createFileStorage(dataFile, (m) => logs.push(m))),
      (m) => logs.push(m),
    );
  };
  const CAMILA = 'camila.rojas@ejemplo.com';

  it('stores a write as one journal line of the rows it changed, replayed at the next start', async () => {
    const app = await createMockApp(
      { reset: false, preset: 'seed' },
      await createFileStorage(dataFile),
      () => {},
    );
    const token = await tokenOf(app, CAMILA);
    await setHeadline(app, token, 'Primera'); // the first write after the seed: a snapshot
    const snapshot = readFileSync(dataFile, 'utf8');
    await setHeadline(app, token, 'Segunda');
    await setHeadline(app, token, 'Tercera');
    const uploaded = await app.handle(cvUpload(token, 64 * 1024));
    expect(uploaded!.status).toBe(201);
    // The snapshot was not rewritten: each write appended its rows to the journal.
    expect(readFileSync(dataFile, 'utf8')).toBe(snapshot);
    const lines = journalLines();
    expect(lines.map((line) => line.seq)).toEqual([1, 2, 3]);
    expect(Object.keys(lines[0]!.changes)).toEqual(['users']);
    expect(JSON.stringify(lines[0])).toContain('Segunda');
    expect(Object.keys(lines[2]!.changes).sort()).toEqual(['cvs', 'files']);
    expect(JSON.stringify(lines[2]).length).toBeLessThan(5_000); // the upload's bytes are a blob

    const again = await restart();
    expect(await headlineOf(again, token)).toBe('Tercera');
    const cvs = await again.handle(new Request(`${ORIGIN}/api/v1/cv/`, { headers: auth(token) }));
    const { data } = (await cvs!.json()) as { data: { id: string }[] };
    const download = await again.handle(
      new Request(`${ORIGIN}/api/v1/cv/${data[0]!.id}/download`, { headers: auth(token) }),
    );
    expect((await download!.arrayBuffer()).byteLength).toBe(64 * 1024);

    // A clean shutdown folds the replayed entries into the snapshot, even with no new write.
    await again.close();
    expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe('');
    expect(readFileSync(dataFile, 'utf8')).toContain('"Tercera"');
  });

  it('groups writes that finish together into one journal entry', async () => {
    const app = await createMockApp(
      { reset: false, preset: 'seed' },
      await createFileStorage(dataFile),
      () => {},
    );
    const token = await tokenOf(app, 'mateo.fernandez@ejemplo.com');
    await setHeadline(app, token, 'Antes');
    const offers = await app.handle(
      new Request(`${ORIGIN}/api/v1/candidates/job-offers?pageSize=20`, { headers: auth(token) }),
    );
    const ids = ((await offers!.json()) as { data: { id: string }[] }).data.map((o) => o.id);
    await Promise.all(
      ids.map(async (jobId) => {
        const res = await app.handle(
          new Request(`${ORIGIN}/api/v1/candidates/saved-job-offers`, {
            method: 'PATCH',
            headers: { ...auth(token), 'Content-Type': 'application/json' },
            body: JSON.stringify({ jobId }),
          }),
        );
        expect(res!.status).toBe(200);
      }),
    );
    expect(journalLines().length).toBeLessThan(ids.length / 2);
    const again = await restart();
    const saved = await again.handle(
      new Request(`${ORIGIN}/api/v1/candidates/saved-job-offers?pageSize=50`, {
        headers: auth(token),
      }),
    );
    const stored = ((await saved!.json()) as { data: { id: string }[] }).data.map((o) => o.id);
    expect(new Set(stored)).toEqual(new Set(ids));
  });

  it('drops a torn last line (a crash in the middle of an append), says so, and appends after it cleanly', async () => {
    const app = await createMockApp(
      { reset: false, preset: 'seed' },
      await createFileStorage(dataFile),
      () => {},
    );
    const token = await tokenOf(app, CAMILA);
    await setHeadline(app, token, 'Instantánea');
    await setHeadline(app, token, 'Confirmada');
    // A write that never finished (never acknowledged): half a line, no newline.
    appendFileSync(`${dataFile}.journal`, '{"seq":2,"changes":{"users":{"put":[{"id":"');

    const logs: string[] = [];
    const again = await restart(logs);
    expect(logs.join('\n')).toMatch(/escritura incompleta .* se descartó/);
    expect(await headlineOf(again, token)).toBe('Confirmada');
    expect(readFileSync(`${dataFile}.journal`, 'utf8').endsWith('\n')).toBe(true);
    await setHeadline(again, token, 'Después del corte');
    expect(journalLines().map((line) => line.seq)).toEqual([1, 2]);
    expect(await headlineOf(await restart(), token)).toBe('Después del corte');
  });

  it('folds the journal into the snapshot past its bound and at a clean shutdown', async () => {
    const storage = await createFileStorage(dataFile);
    await initDatabase({
      adapter: textStorageAdapter(storage, () => {}, { bytes: 1e9, entries: 3 }),
    });
    const camila = db.users.all().find((u) => u.email === CAMILA)!;
    const write = async (headline: string) => {
      await db.users.update(camila.id, (draft) => {
        draft.headline = headline;
      });
      await flushDatabase();
    };
    await write('w0'); // snapshot (the stored state was the pristine marker)
    for (const n of [1, 2, 3, 4]) await write(`w${n}`); // four entries: past the bound
    await vi.waitFor(() => expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe(''));
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ journalSeq: 4 });
    await write('w5');
    expect(journalLines().map((line) => line.seq)).toEqual([5]);
    await closeDatabase();
    expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe('');
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ journalSeq: 5 });
    expect(readFileSync(dataFile, 'utf8')).toContain('"w5"');
  });

  it('loses nothing acknowledged when a crash interrupts a compaction, at any point', async () => {
    const token = await (async () => {
      const app = await createMockApp(
        { reset: false, preset: 'seed' },
        await createFileStorage(dataFile),
        () => {},
      );
      const bearer = await tokenOf(app, CAMILA);
      await setHeadline(app, bearer, 'A'); // snapshot
      await setHeadline(app, bearer, 'B'); // journal 1
      await setHeadline(app, bearer, 'C'); // journal 2
      return bearer;
    })();
    const journalBefore = readFileSync(`${dataFile}.journal`, 'utf8');
    const snapshotBefore = readFileSync(dataFile, 'utf8');

    // 1. Killed while the new snapshot was being written: a temporary file is left.
    writeFileSync(`${dataFile}.999.dead.tmp`, snapshotBefore.slice(0, 1000));
    let app = await restart();
    expect(existsSync(`${dataFile}.999.dead.tmp`)).toBe(false);
    expect(await headlineOf(app, token)).toBe('C');

    // 2. Killed after the new snapshot was renamed in, before the journal was emptied;
    //    meanwhile a later write (D) went only into that snapshot. The stale entries
    //    (B, C) must not be applied over it.
    await setHeadline(app, token, 'D');
    await closeDatabase(); // compaction: snapshot with B, C, D; journal emptied
    expect(readFileSync(`${dataFile}.journal`, 'utf8')).toBe('');
    appendFileSync(`${dataFile}.journal`, journalBefore); // "the truncate never happened"
    app = await restart();
    expect(await headlineOf(app, token)).toBe('D');

    // 3. And new entries after such a start are still replayed.
    await setHeadline(app, token, 'E');
    expect(await headlineOf(await restart(), token)).toBe('E');
  });
});

describe('standalone server guards', () => {
  it('answers only loopback hosts on its port unless allowed', async () => {
    expect(isAllowedHost('127.0.0.1:8787', { port: 8787 })).toBe(true);
    expect(isAllowedHost('localhost:8787', { port: 8787 })).toBe(true);
    expect(isAllowedHost('[::1]:8787', { port: 8787 })).toBe(true);
    expect(isAllowedHost('127.0.0.1:9999', { port: 8787 })).toBe(false);
    expect(isAllowedHost('evil.example', { port: 8787 })).toBe(false);
    expect(isAllowedHost('evil.example:8787', { port: 8787 })).toBe(false);
    expect(isAllowedHost('lan.local:8787', { port: 8787, allowedHosts: ['lan.local'] })).toBe(true);
    const app = await createMockApp({ reset: false, preset: 'seed', port: 8787 }, null);
    const evil = await app.handle(new Request('http://evil.example:8787/api/v1/user/details'));
    expect(evil!.status).toBe(403);
    expect(await evil!.json()).toMatchObject({ error: 'host_not_allowed' });
    const token = await app.handle(
      new Request('http://evil.example:8787/__mock/token?email=mateo.fernandez@ejemplo.com'),
    );
    expect(token!.status).toBe(403);
  });

  it('keeps the QA routes from other origins, and marks answers nosniff and no-store', async () => {
    const app = await createMockApp({ reset: false, preset: 'seed', port: 8787 }, null);
    const crossOrigin = await app.handle(
      new Request(`${ORIGIN}/__mock/reset`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example' },
      }),
    );
    expect(crossOrigin!.status).toBe(403);
    const fetchMetadata = await app.handle(
      new Request(`${ORIGIN}/__mock/token?email=mateo.fernandez@ejemplo.com`, {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      }),
    );
    expect(fetchMetadata!.status).toBe(403);
    const local = await app.handle(
      new Request(`${ORIGIN}/__mock/token?email=mateo.fernandez@ejemplo.com`),
    );
    expect(local!.status).toBe(200);
    expect(local!.headers.get('access-control-allow-origin')).toBeNull();
    // The same rule as the emulator routes (`origins.ts`): a page without origin is refused,
    // the app's own pages (by default the local app) are not.
    const opaque = await app.handle(
      new Request(`${ORIGIN}/__mock/token?email=mateo.fernandez@ejemplo.com`, {
        headers: { Origin: 'null' },
      }),
    );
    expect(opaque!.status).toBe(403);
    const appPage = await app.handle(
      new Request(`${ORIGIN}/__mock`, {
        headers: { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'cross-site' },
      }),
    );
    expect(appPage!.status).toBe(200);
    const preflight = await app.handle(
      new Request(`${ORIGIN}/__mock/network`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example' },
      }),
    );
    expect(preflight!.headers.get('access-control-allow-origin')).toBeNull();
    const api = await app.handle(new Request(`${ORIGIN}/api/v1/user/details`));
    expect(api!.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api!.headers.get('cache-control')).toBe('no-store');
    expect(api!.headers.get('access-control-allow-origin')).toBe('*');
  });
});
