/**
 * File contents, kept apart from the records: a write then stores only what changed (a new
 * upload once, under the SHA-256 of its bytes) instead of re-serialising every upload with
 * the database. Contents live in memory until the persistence adapter has stored them;
 * after that they are read back from it on demand. Contents no record refers to any more
 * (a deleted CV, a replaced drawing or avatar) are erased: forgotten at once, and deleted
 * from storage by the next save, once the records without them are stored.
 */
const memory = new Map<string, Uint8Array>();
const unsaved = new Set<string>();
/** Contents to delete from storage with the next save. */
const erased = new Set<string>();
let loader: ((key: string) => Promise<Uint8Array | null>) | null = null;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>),
  );
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keep `bytes`; answers their key (content-addressed: the same bytes, the same key). */
export async function putBlob(bytes: Uint8Array): Promise<string> {
  const key = await sha256Hex(bytes);
  // The same bytes again before their erasure was stored: they stay.
  erased.delete(key);
  if (!memory.has(key)) {
    memory.set(key, bytes);
    unsaved.add(key);
  }
  return key;
}

/** The bytes under `key`, from memory or the adapter; `null` when unknown. */
export async function getBlob(key: string): Promise<Uint8Array | null> {
  return memory.get(key) ?? (loader ? await loader(key) : null);
}

/** Contents not stored yet (taken by the next save). */
export function unsavedBlobs(): Map<string, Uint8Array> {
  const taken = new Map<string, Uint8Array>();
  for (const key of unsaved) taken.set(key, memory.get(key)!);
  return taken;
}

/** The save stored these: forget them from memory when the adapter can give them back. */
export function markBlobsSaved(keys: Iterable<string>): void {
  for (const key of keys) {
    unsaved.delete(key);
    if (loader) memory.delete(key);
  }
}

/**
 * No record refers to `key` any more: forget its bytes now, and have the next save delete
 * them from storage (after the records without them).
 */
export function eraseBlob(key: string): void {
  memory.delete(key);
  unsaved.delete(key);
  erased.add(key);
}

/** Contents to delete from storage (taken by the next save). */
export function erasedBlobs(): Set<string> {
  return new Set(erased);
}

/** The save deleted these from storage. */
export function markBlobsErased(keys: Iterable<string>): void {
  for (const key of keys) erased.delete(key);
}

/** Persistence: where stored contents are read from (or `null`: memory only). */
export function setBlobLoader(load: ((key: string) => Promise<Uint8Array | null>) | null): void {
  loader = load;
}

/**
 * A reset or a reload: contents not stored yet, and erasures not stored yet, belong to the
 * replaced data.
 */
export function dropUnsavedBlobs(): void {
  for (const key of unsaved) memory.delete(key);
  unsaved.clear();
  erased.clear();
}
