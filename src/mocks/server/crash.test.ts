// @vitest-environment node
/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliToken as token, killAllClis, startCli } from './cli-process';

/**
 * Issue 8, durability of the standalone server: `kill -9` in the middle of writes and uploads
 * loses nothing that was acknowledged, and a truncated data file is set aside, never silently
 * overwritten by the reseed. The real CLI is started as a child process on a free port.
 */
const directory = mkdtempSync(join(tmpdir(), 'mock-crash-'));
const dataFile = join(directory, 'db.json');
const start = (extra: string[] = []) => startCli(dataFile, extra);

const pdf = (n: number) =>
  new File([`%PDF-1.4\n% CV ${n}\n${'x'.repeat(200_000)}\n%%EOF\n`], `cv-${n}.pdf`, {
    type: 'application/pdf',
  });

afterAll(async () => {
  await killAllClis();
  rmSync(directory, { recursive: true, force: true });
});

describe('standalone server under kill -9', { timeout: 180_000 }, () => {
  it('keeps every acknowledged write and upload', async () => {
    const first = await start(['--reset']);
    const camila = await token(first.base, 'camila.rojas@ejemplo.com');
    const mateo = await token(first.base, 'mateo.fernandez@ejemplo.com');
    const auth = (t: string) => ({ Authorization: `Bearer ${t}` });

    // Writes and uploads in flight; the process is killed while some are still under way.
    const acknowledgedHeadlines: string[] = [];
    const acknowledgedCvs: string[] = [];
    let stop = false;
    const writes = (async () => {
      for (let n = 0; !stop && n < 200; n += 1) {
        const headline = `Titular ${n}`;
        const answer = await fetch(`${first.base}/api/v1/candidates/profile`, {
          method: 'PATCH',
          headers: { ...auth(camila), 'Content-Type': 'application/json' },
          body: JSON.stringify({ headline }),
        }).catch(() => null);
        if (answer?.status === 200) acknowledgedHeadlines.push(headline);
      }
    })();
    const uploads = Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const form = new FormData();
        form.append('file', pdf(n));
        const answer = await fetch(`${first.base}/api/v1/cv/upload/`, {
          method: 'POST',
          headers: auth(mateo),
          body: form,
        }).catch(() => null);
        if (answer?.status === 201)
          acknowledgedCvs.push(((await answer.json()) as { data: { id: string } }).data.id);
      }),
    );
    // Kill once some writes were acknowledged, with more still going.
    await expect.poll(() => acknowledgedHeadlines.length, { timeout: 60_000 }).toBeGreaterThan(3);
    await first.kill();
    stop = true;
    await Promise.all([writes, uploads]);
    // The writes after the first went to the journal (one line each batch), not the snapshot.
    expect(readFileSync(`${dataFile}.journal`, 'utf8')).toContain('"seq":');

    const second = await start();
    const camilaAgain = await token(second.base, 'camila.rojas@ejemplo.com');
    const mateoAgain = await token(second.base, 'mateo.fernandez@ejemplo.com');
    const profile = (await (
      await fetch(`${second.base}/api/v1/user/details`, { headers: auth(camilaAgain) })
    ).json()) as { data: { headline?: string } };
    const last = acknowledgedHeadlines.at(-1)!;
    // The stored headline is the last acknowledged one, or one sent after it (in flight at the kill).
    const stored = Number(profile.data.headline?.replace('Titular ', ''));
    expect(stored).toBeGreaterThanOrEqual(Number(last.replace('Titular ', '')));

    const cvs = (await (
      await fetch(`${second.base}/api/v1/cv/`, { headers: auth(mateoAgain) })
    ).json()) as { data: { id: string }[] };
    const listed = new Set(cvs.data.map((cv) => cv.id));
    for (const id of acknowledgedCvs) {
      expect(listed.has(id), `acknowledged CV ${id} is still there`).toBe(true);
      const file = await fetch(`${second.base}/api/v1/cv/${id}/download`, {
        headers: auth(mateoAgain),
      });
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await second.kill();
  });

  it('sets a truncated data file aside and says so, never overwriting it', async () => {
    const text = readFileSync(dataFile, 'utf8');
    const truncated = text.slice(0, Math.floor(text.length / 2));
    writeFileSync(dataFile, truncated);
    const third = await start();
    const aside = readdirSync(directory).filter((name) => name.startsWith('db.json.corrupt-'));
    // The snapshot, and the journal of the changes since it (useless without it) beside it.
    const snapshotAside = aside.filter((name) => !name.endsWith('.journal'));
    expect(snapshotAside).toHaveLength(1);
    // Said loudly (issue 29.5): one line on stderr, that the data was reset and where the
    // old file is kept.
    const lines = third.stderr().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^\[mock-server\] ATENCIÓN: datos restablecidos a la semilla: /),
    ]);
    expect(lines[0]).toContain(`Copia del archivo anterior: ${join(directory, snapshotAside[0]!)}`);
    expect(readFileSync(join(directory, snapshotAside[0]!), 'utf8')).toBe(truncated);
    expect(aside.filter((name) => name === `${snapshotAside[0]}.journal`).length).toBeLessThan(2);
    await third.kill();
  });
});
