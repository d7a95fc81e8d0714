import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  classifyChunkFailure,
  failedChunkUrl,
  isChunkLoadError,
  mayReloadOnce,
  probeChunk,
} from './chunkFailure';

const CHUNK = 'https://talentia.ejemplo.com/assets/pages-B4x9.js';

describe('a screen whose code could not be fetched (issue 28.11)', () => {
  it.each([
    // Chromium
    new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`),
    // Firefox
    new TypeError('error loading dynamically imported module: ' + CHUNK),
    // Safari
    new TypeError('Importing a module script failed.'),
    // Vite's preload of a screen's CSS
    new Error('Unable to preload CSS for /assets/pages-B4x9.css'),
  ])('is recognised: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('render crash'),
    new TypeError('Failed to fetch'),
    { status: 500, message: 'Failed to fetch dynamically imported module' },
    'Failed to fetch dynamically imported module',
    undefined,
  ])('other errors are not: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('names the file when the message does', () => {
    expect(
      failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)),
    ).toBe(CHUNK);
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('is "offline" when the device says so, or the file cannot be reached or is there now', () => {
    expect(classifyChunkFailure(false, 'missing')).toBe('offline');
    expect(classifyChunkFailure(false, 'unreachable')).toBe('offline');
    expect(classifyChunkFailure(true, 'unreachable')).toBe('offline');
    expect(classifyChunkFailure(true, 'present')).toBe('offline');
  });

  it('is a new version when the server answers but the file is gone', () => {
    expect(classifyChunkFailure(true, 'missing')).toBe('new-version');
  });

  it('asks for the file again: no answer, the file, a 404 or the app page in its place', async () => {
    const answer = (status: number, type: string) =>
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response(null, { status, headers: { 'content-type': type } }));
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await probeChunk(CHUNK, down)).toBe('unreachable');
    expect(await probeChunk(CHUNK, answer(200, 'text/javascript'))).toBe('present');
    expect(await probeChunk(CHUNK, answer(404, 'text/html'))).toBe('missing');
    expect(await probeChunk(CHUNK, answer(200, 'text/html'))).toBe('missing');
    const fetcher = answer(200, 'application/javascript; charset=utf-8');
    await probeChunk(CHUNK, fetcher);
    expect(fetcher).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });

  it('reloads an address once after a missing chunk, not in a loop', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const page = 'https://talentia.ejemplo.com/app/settings';
    expect(mayReloadOnce(page, storage, 1_000)).toBe(true);
    expect(JSON.parse(store.get(CHUNK_RELOAD_KEY)!)).toEqual({ href: page, at: 1_000 });
    // The reload found the chunk missing again: no second reload.
    expect(mayReloadOnce(page, storage, 3_000)).toBe(false);
    // Another address, or a later deployment, may reload once again.
    expect(mayReloadOnce('https://talentia.ejemplo.com/app/feed', storage, 4_000)).toBe(true);
    expect(mayReloadOnce(page, storage, 10 * 60_000)).toBe(true);
  });

  it('never reloads without storage to guard against a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(mayReloadOnce('https://talentia.ejemplo.com/', broken)).toBe(false);
  });
});
