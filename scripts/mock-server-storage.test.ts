// @vitest-environment node
/**
 * The standalone server's storage and guards: records and file contents apart, durable
 * writes, grouped flushes, unusable data set aside, local-only hosts, QA routes same-origin.
 */
/* eslint-disable no-restricted-imports -- tests the mock's standalone server itself. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetPersistenceForTests } from '../src/mocks/db/persistence';
import { fileWith, MAGIC } from '../src/mocks/handlers/test-files';
import {
  createMockApp,
  isAllowedHost,
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
