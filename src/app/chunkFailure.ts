/**
 * A screen whose code could not be fetched (issue 28.11): the device is offline, or a new
 * deployment removed the chunk the running version asks for.
 *
 * React Router keeps a route's failed `lazy()` promise for the life of the router, so a
 * navigation to the same screen fails again without a request: the honest retry is a full
 * load of the same address (docs/decisions/2026-11-27-screens-whose-code-cannot-load.md).
 */

/** Messages of a failed dynamic import (Chromium, Firefox, Safari) and of Vite's preload. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

/** Whether a route error is a screen's code that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** The address of the file that could not be fetched, when the message names it. */
export function failedChunkUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /https?:\/\/\S+/.exec(error.message)?.[0];
}

/** What a second request for the file found: no answer, the file, or no such file. */
export type ChunkProbe = 'unreachable' | 'present' | 'missing';

/**
 * Offline: the device says so, or the file cannot be reached, or it is there now (the first
 * request was lost on the way: a retry will do). A new version: the server answers, but the
 * file is gone (a 404, or the app's page served in its place).
 */
export type ChunkFailure = 'offline' | 'new-version';

export function classifyChunkFailure(online: boolean, probe: ChunkProbe): ChunkFailure {
  if (!online) return 'offline';
  return probe === 'missing' ? 'new-version' : 'offline';
}

/** Asks for the file again, past every cache. */
export async function probeChunk(url: string, fetcher: typeof fetch = fetch): Promise<ChunkProbe> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && /javascript|css/.test(type) ? 'present' : 'missing';
  } catch {
    return 'unreachable';
  }
}

/** Where the one reload after a missing chunk is remembered (session storage). */
export const CHUNK_RELOAD_KEY = 'talentia-chunk-reload';
/** A reload of the same address less than this long ago does not count as a new one. */
const RELOAD_WINDOW_MS = 5 * 60_000;

/**
 * Whether this address may be reloaded to pick up the new version: once, not again within
 * five minutes (a chunk still missing after the reload must not reload forever). Records the
 * reload when it allows it.
 */
export function mayReloadOnce(
  href: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as {
      href?: unknown;
      at?: unknown;
    } | null;
    if (last?.href === href && typeof last.at === 'number' && now - last.at < RELOAD_WINDOW_MS) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ href, at: now }));
    return true;
  } catch {
    // No storage: no guard against a loop, so no automatic reload.
    return false;
  }
}
