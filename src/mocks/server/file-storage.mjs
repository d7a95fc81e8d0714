/* global process, Buffer */
/**
 * Durable storage of the standalone mock server (Node only): the records in one JSON file
 * (the snapshot), the changes since it in an append-only journal beside it
 * (`db.json.journal`, one JSON line per batch of writes), file contents apart under
 * `blobs/<sha256>` (written once each).
 *
 * - A snapshot (and each blob) is written to a temporary file, `fsync`ed, renamed over the
 *   old one, and its directory `fsync`ed, so a crash (even `kill -9`) leaves either the old
 *   or the new version, never half of one. Only then is the journal emptied (compaction).
 * - A journal entry is appended and on disk before the write is answered: the journal is
 *   opened with `O_DSYNC` (each append returns once its data is durable: one system call,
 *   one trip to the thread pool, instead of `write` + `fdatasync`), or `fdatasync`ed after
 *   each append where the system has no `O_DSYNC`. The blobs it references are durable
 *   before it is appended.
 * - Contents no record refers to any more are deleted (unlinked, directory `fsync`ed) only
 *   after the snapshot without them is durable and the journal emptied, so no copy of them
 *   remains in the folder; a crash in between leaves contents nobody names, deleted at the
 *   next start (`sweepBlobs`).
 * - At start, a torn last line (a crash in the middle of an append) is dropped, reported,
 *   and cut off the journal; temporary files left by a crash are removed; a data file that
 *   cannot be used is renamed aside (`db.json.corrupt-<time>`, with its journal), never
 *   overwritten.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, truncate, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';
/** Appends to the journal, each durable when written (where the system has `O_DSYNC`). */
const JOURNAL_FLAGS =
  constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_DSYNC ?? 0);
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
  const journalFile = `${dataFile}.journal`;
  /**
   * Opened on first use (O_APPEND: every write lands at the end, even after a truncate;
   * O_DSYNC: every write is durable when it returns).
   */
  let journal = null;
  let journalBytes = 0;
  let journalEntries = 0;

  async function openJournal() {
    if (journal) return journal;
    const handle = await open(journalFile, JOURNAL_FLAGS);
    // A journal created just now must survive a crash as a directory entry too.
    await fsyncDirectory(directory);
    journalBytes = (await handle.stat()).size;
    journal = handle;
    return handle;
  }

  async function closeJournal() {
    const handle = journal;
    journal = null;
    await handle?.close();
  }

  /** New file contents, each durable, then their directory: before any record names them. */
  async function storeBlobs(blobs) {
    const fresh = [...blobs].filter(([key]) => KEY.test(key) && !known.has(key));
    if (!fresh.length) return;
    await Promise.all(
      fresh.map(([key, bytes]) => writeDurably(join(blobDirectory, key), Buffer.from(bytes))),
    );
    await fsyncDirectory(blobDirectory);
    for (const [key] of fresh) known.add(key);
  }

  /** Delete these contents (their records are stored without them), then sync the folder. */
  async function deleteBlobs(keys) {
    const gone = [...keys].filter((key) => KEY.test(key));
    if (!gone.length) return;
    await Promise.all(
      gone.map((key) =>
        unlink(join(blobDirectory, key)).catch((error) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
    for (const key of gone) known.delete(key);
    await fsyncDirectory(blobDirectory);
  }

  return {
    dataFile,
    blobDirectory,
    journalFile,
    async read() {
      try {
        return await readFile(dataFile, 'utf8');
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    },
    /**
     * The journal's entries, oldest first. A last line that is incomplete or not JSON (a
     * crash in the middle of an append) is dropped, reported, and cut off the file, so the
     * next append starts on a line of its own; anything unreadable before the end is kept
     * apart (`db.json.journal.corrupt-<time>`) with the lines after it.
     */
    async readJournal() {
      let text;
      try {
        text = await readFile(journalFile, 'utf8');
      } catch (error) {
        if (error.code === 'ENOENT') return [];
        throw error;
      }
      const entries = [];
      let offset = 0;
      let bad = null;
      while (offset < text.length) {
        const end = text.indexOf('\n', offset);
        const line = end === -1 ? text.slice(offset) : text.slice(offset, end);
        let entry;
        try {
          if (end === -1) throw new Error('incomplete');
          entry = JSON.parse(line);
        } catch {
          bad = { offset, last: end === -1 || end + 1 >= text.length };
          break;
        }
        entries.push(entry);
        offset = end + 1;
      }
      if (bad) {
        const goodBytes = Buffer.byteLength(text.slice(0, bad.offset));
        const rest = text.slice(bad.offset);
        if (bad.last) {
          log(
            `El diario terminaba con una escritura incompleta (${Buffer.byteLength(rest)} bytes, nunca confirmada): se descartó.`,
          );
        } else {
          const aside = `${journalFile}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
          await writeDurably(aside, rest);
          log(
            `El diario tiene una línea ilegible antes del final: se usaron las ${entries.length} entradas anteriores y el resto se apartó como ${aside}.`,
          );
        }
        await truncate(journalFile, goodBytes);
        const handle = await open(journalFile, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      journalEntries = entries.length;
      return entries;
    },
    /**
     * Append one entry (one line of JSON) after the new file contents it references;
     * resolves once it is durable (`O_DSYNC`, or `fdatasync`). Answers the journal's size.
     */
    async append(line, blobs = new Map()) {
      if (line.includes('\n')) throw new Error('A journal entry is one line');
      await storeBlobs(blobs);
      const handle = await openJournal();
      const bytes = Buffer.from(`${line}\n`);
      await handle.write(bytes);
      if (!constants.O_DSYNC) await handle.datasync();
      journalBytes += bytes.length;
      journalEntries += 1;
      return { bytes: journalBytes, entries: journalEntries };
    },
    /**
     * Replace the snapshot (new file contents first, each durable), then empty the journal:
     * its entries are in the snapshot now (compaction). Then delete the `erased` contents
     * (`'all'`: every one not stored now).
     */
    async write(text, blobs = new Map(), erased = new Set()) {
      await storeBlobs(blobs);
      await writeDurably(dataFile, text);
      await fsyncDirectory(directory);
      if (journal || journalEntries > 0) {
        const handle = await openJournal();
        await handle.truncate(0);
        await handle.sync();
        journalBytes = 0;
        journalEntries = 0;
      }
      await deleteBlobs(erased === 'all' ? [...known].filter((key) => !blobs.has(key)) : erased);
    },
    /** Delete every stored content but `keep` (at start: what an interrupted erasure left). */
    async sweepBlobs(keep) {
      const orphans = [...known].filter((key) => !keep.has(key));
      await deleteBlobs(orphans);
      if (orphans.length)
        log(`Se eliminaron ${orphans.length} archivos que ningún registro nombraba.`);
    },
    close: closeJournal,
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
      // Its journal goes with it: its entries extend the snapshot set aside.
      let journalAside = false;
      if (journal || journalEntries > 0) {
        await closeJournal();
        journalAside = await rename(journalFile, `${aside}.journal`).then(
          () => true,
          (error) => {
            if (error.code !== 'ENOENT') throw error;
            return false;
          },
        );
        journalBytes = 0;
        journalEntries = 0;
      }
      await fsyncDirectory(directory);
      // One line, loud: QA must know its data was reset, and where the old data is.
      log(
        `ATENCIÓN: datos restablecidos a la semilla: el archivo de datos era ${reason}. Copia del archivo anterior: ${aside}${journalAside ? ` (su diario: ${aside}.journal)` : ''}`,
      );
      return aside;
    },
  };
}
