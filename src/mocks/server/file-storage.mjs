/* global process, Buffer */
/**
 * Durable storage of the standalone mock server (Node only): the records in one JSON file,
 * file contents apart under `blobs/<sha256>` (written once each). Every file is written to
 * a temporary file, `fsync`ed, renamed over the old one, and its directory `fsync`ed, so a
 * crash (even `kill -9`) leaves either the old or the new version, never half of one.
 * Temporary files left by a crash are removed at start; a data file that cannot be used is
 * renamed aside (`db.json.corrupt-<time>`), never overwritten.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';
const KEY = /^[0-9a-f]{64}$/;

async function fsyncDirectory(directory) {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Write `data` to `path` atomically and durably (the directory is synced by the caller). */
async function writeDurably(path, data) {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

async function removeTemporaries(directory, prefix) {
  let names;
  try {
    names = await readdir(directory);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const stale = names.filter((n) => n.endsWith(TEMP_SUFFIX) && n.startsWith(prefix));
  await Promise.all(stale.map((n) => unlink(join(directory, n)).catch(() => {})));
  return stale;
}

/**
 * @param {string} dataFile
 * @param {(message: string) => void} [log]
 */
export async function createFileStorage(dataFile, log = () => {}) {
  const directory = dirname(dataFile);
  const blobDirectory = join(directory, 'blobs');
  await mkdir(blobDirectory, { recursive: true });
  const stale = [
    ...(await removeTemporaries(directory, basename(dataFile))),
    ...(await removeTemporaries(blobDirectory, '')),
  ];
  if (stale.length)
    log(`Se eliminaron ${stale.length} archivos temporales de una escritura interrumpida.`);
  const known = new Set((await readdir(blobDirectory)).filter((n) => KEY.test(n)));

  return {
    dataFile,
    blobDirectory,
    async read() {
      try {
        return await readFile(dataFile, 'utf8');
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    },
    /** New file contents first (each durable), then the records that reference them. */
    async write(text, blobs = new Map()) {
      const fresh = [...blobs].filter(([key]) => KEY.test(key) && !known.has(key));
      if (fresh.length) {
        await Promise.all(
          fresh.map(([key, bytes]) => writeDurably(join(blobDirectory, key), Buffer.from(bytes))),
        );
        await fsyncDirectory(blobDirectory);
        for (const [key] of fresh) known.add(key);
      }
      await writeDurably(dataFile, text);
      await fsyncDirectory(directory);
    },
    async readBlob(key) {
      if (!KEY.test(key)) return null;
      try {
        return new Uint8Array(await readFile(join(blobDirectory, key)));
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async setAside(reason) {
      const aside = `${dataFile}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      try {
        await rename(dataFile, aside);
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
      await fsyncDirectory(directory);
      log(`El archivo de datos es ${reason}: se apartó como ${aside} y se volvió a sembrar.`);
      return aside;
    },
  };
}
