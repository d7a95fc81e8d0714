// @vitest-environment node
/// <reference types="node" />
/**
 * Issue 29.3, erasure on the standalone server: once a file is removed (a deleted CV, a
 * replaced avatar or drawing) its bytes are gone from the data folder: the blob deleted,
 * the snapshot rewritten without its row, the journal emptied. Contents another row still
 * names, and CVs a company received, stay.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { db } from '../db/database';
import { resetPersistenceForTests } from '../db/persistence';
import { PERSONA_USER_IDS } from '../db/personas';
import { createMockApp, type MockApp } from './app';
import { cliToken, killAllClis, startCli } from './cli-process';
import { createFileStorage } from './file-storage.mjs';

const ORIGIN = 'http://127.0.0.1:8787';
let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mock-erasure-'));
});
afterEach(async () => {
  await killAllClis();
  resetPersistenceForTests();
  rmSync(directory, { recursive: true, force: true });
});

/** Every file under the data folder that holds `needle` (the blobs, the snapshot, the journal). */
function filesHolding(needle: Uint8Array | string): string[] {
  const wanted = Buffer.from(needle);
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(directory).filter((path) => readFileSync(path).includes(wanted));
}

const blobKeys = () => readdirSync(join(directory, 'blobs'));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF whose bytes say `marker` (unique per test, so its copies can be searched for). */
function pdf(marker: string): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${marker}\n${'x'.repeat(50_000)}\n%%EOF\n`);
}

function uploadRequest(base: string, token: string, bytes: Uint8Array, name = 'cv.pdf') {
  const form = new FormData();
  form.append(
    'file',
    new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }),
  );
  return new Request(`${base}/api/v1/cv/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('erasure on the standalone server (issue 29.3)', { timeout: 180_000 }, () => {
  it('a deleted CV leaves no byte of it in the data folder (the real CLI)', async () => {
    const server = await startCli(join(directory, 'db.json'), ['--reset']);
    const mateo = await cliToken(server.base, 'mateo.fernandez@ejemplo.com');
    const marker = `curriculum-secreto-${Date.now()}`;
    const bytes = pdf(marker);
    // A few writes first, so that the journal has entries (and the CV's row) to lose.
    for (const headline of ['uno', 'dos']) {
      await fetch(`${server.base}/api/v1/candidates/profile`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${mateo}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ headline }),
      });
    }
    const created = await fetch(uploadRequest(server.base, mateo, bytes, `${marker}.pdf`));
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect(blobKeys()).toEqual([sha256(bytes)]);
    expect(filesHolding(marker).length).toBeGreaterThan(0);

    const deleted = await fetch(`${server.base}/api/v1/cv/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${mateo}` },
    });
    expect(deleted.status).toBe(204);
    // Answered: the bytes, and the row naming them, are gone from the folder already.
    expect(blobKeys()).toEqual([]);
    expect(filesHolding(marker)).toEqual([]);
    expect(filesHolding(id)).toEqual([]);
    expect(readFileSync(join(directory, 'db.json.journal'), 'utf8')).toBe('');

    // After a kill and a restart nothing comes back.
    await server.kill();
    const again = await startCli(join(directory, 'db.json'));
    const mateoAgain = await cliToken(again.base, 'mateo.fernandez@ejemplo.com');
    const list = await fetch(`${again.base}/api/v1/cv/`, {
      headers: { Authorization: `Bearer ${mateoAgain}` },
    });
    expect(((await list.json()) as { data: { id: string }[] }).data).toEqual([]);
    expect(filesHolding(marker)).toEqual([]);
  });

  describe('in process', () => {
    let app: MockApp;
    const start = async (reset = false) => {
      resetPersistenceForTests();
      app = await createMockApp(
        { reset, preset: 'seed' },
        await createFileStorage(join(directory, 'db.json')),
        () => {},
      );
    };
    const token = async (email: string) => {
      const answer = await app.handle(new Request(`${ORIGIN}/__mock/token?email=${email}`));
      return ((await answer!.json()) as { data: { token: string } }).data.token;
    };
    const call = async (method: string, path: string, bearer: string, body?: BodyInit) =>
      (await app.handle(
        new Request(`${ORIGIN}/api/v1${path}`, {
          method,
          headers: { Authorization: `Bearer ${bearer}` },
          body,
        }),
      ))!;
    const upload = async (bearer: string, bytes: Uint8Array) => {
      const answer = (await app.handle(uploadRequest(ORIGIN, bearer, bytes)))!;
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data.id;
    };

    it('keeps contents another row still names, and CVs sent with an application', async () => {
      await start(true);
      const mateo = await token('mateo.fernandez@ejemplo.com');
      const camila = await token('camila.rojas@ejemplo.com');
      const shared = pdf('compartido');
      const mine = await upload(mateo, shared);
      const hers = await upload(camila, shared);
      expect(blobKeys()).toEqual([sha256(shared)]);
      expect((await call('DELETE', `/cv/${mine}`, mateo)).status).toBe(204);
      expect(blobKeys()).toEqual([sha256(shared)]);
      expect((await call('GET', `/cv/${hers}/download`, camila)).status).toBe(200);
      expect((await call('DELETE', `/cv/${hers}`, camila)).status).toBe(204);
      expect(blobKeys()).toEqual([]);

      // A CV sent with an application is only hidden: the company can still download it.
      const sent = pdf('enviado');
      const cvId = await upload(mateo, sent);
      const offer = db.jobOffers
        .all()
        .find(
          (o) =>
            o.status === 'published' &&
            !db.applications
              .where('candidateId', PERSONA_USER_IDS.mateo)
              .some((a) => a.jobOfferId === o.id),
        )!;
      const applied = await app.handle(
        new Request(`${ORIGIN}/api/v1/job-offers/${offer.id}/apply`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${mateo}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ cvId }),
        }),
      );
      expect(applied!.status).toBe(201);
      expect((await call('DELETE', `/cv/${cvId}`, mateo)).status).toBe(204);
      expect(blobKeys()).toEqual([sha256(sent)]);
    });

    it('erases a replaced avatar and a replaced drawing, and a seeded CV from the snapshot', async () => {
      await start(true);
      const mateo = await token('mateo.fernandez@ejemplo.com');
      const avatar = (seed: number) => {
        const bytes = new Uint8Array(4096);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        bytes[100] = seed;
        const form = new FormData();
        form.append('avatar', new File([bytes], 'foto.png', { type: 'image/png' }));
        return { bytes, form };
      };
      const first = avatar(1);
      expect(
        (await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, mateo, first.form)).status,
      ).toBe(200);
      expect(blobKeys()).toEqual([sha256(first.bytes)]);
      const second = avatar(2);
      expect(
        (await call('POST', `/user/${PERSONA_USER_IDS.mateo}/avatar`, mateo, second.form)).status,
      ).toBe(200);
      expect(blobKeys()).toEqual([sha256(second.bytes)]);

      // A Bender drawing sent again replaces (and erases) the first one.
      const bender = db.attempts
        .all()
        .find((a) => a.stageType === 'psychometric_bender' && a.status === 'reviewing')!;
      const candidate = db.users.get(bender.candidateId)!;
      const drawer = await token(candidate.email);
      const draw = async (seed: number) => {
        const { bytes, form } = avatar(seed);
        form.set('file', form.get('avatar')!);
        form.delete('avatar');
        form.append('stage_attempt_id', bender.id);
        expect((await call('POST', '/psychometric-tests/bender/upload', drawer, form)).status).toBe(
          201,
        );
        return bytes;
      };
      const drawing = await draw(3);
      expect(blobKeys()).toContain(sha256(drawing));
      const redrawn = await draw(4);
      expect(blobKeys()).not.toContain(sha256(drawing));
      expect(blobKeys()).toContain(sha256(redrawn));

      // A seeded CV's content is inline in the snapshot: it goes with the next snapshot
      // (one whose content no other seeded file shares).
      const inlineOf = (fileId: string) => db.files.get(fileId)!.contentBase64!;
      const seeded = db.cvs
        .all()
        .find(
          (cv) =>
            !cv.deletedAt &&
            !db.applications.where('candidateId', cv.candidateId).some((a) => a.cvId === cv.id) &&
            db.files.all().filter((f) => f.contentBase64 === inlineOf(cv.fileId)).length === 1,
        )!;
      const inline = inlineOf(seeded.fileId);
      expect(filesHolding(inline).length).toBeGreaterThan(0);
      const owner = await token(db.users.get(seeded.candidateId)!.email);
      expect((await call('DELETE', `/cv/${seeded.id}`, owner)).status).toBe(204);
      expect(filesHolding(seeded.fileId)).toEqual([]);
      expect(filesHolding(inline)).toEqual([]);
    });

    it('a reset erases every upload; a start deletes contents no record names', async () => {
      await start(true);
      await upload(await token('mateo.fernandez@ejemplo.com'), pdf('antes del reinicio'));
      expect(blobKeys()).toHaveLength(1);
      await start(true);
      expect(blobKeys()).toEqual([]);

      // What a crash between the snapshot and the deletion would leave behind.
      const orphan = pdf('huérfano');
      writeFileSync(join(directory, 'blobs', sha256(orphan)), orphan);
      const kept = await upload(await token('mateo.fernandez@ejemplo.com'), pdf('vigente'));
      await app.close();
      await start();
      expect(blobKeys()).toEqual([sha256(pdf('vigente'))]);
      expect(existsSync(join(directory, 'blobs', sha256(orphan)))).toBe(false);
      const download = await call(
        'GET',
        `/cv/${kept}/download`,
        await token('mateo.fernandez@ejemplo.com'),
      );
      expect(download.status).toBe(200);
    });
  });
});
