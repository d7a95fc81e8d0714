/**
 * QA network controls of the mock API (demo panel, section "Red"). Every handler goes
 * through `withNetwork` (handlers/lib/route.ts), which reads these settings. Persisted in
 * localStorage when available, so they survive a reload.
 */

/**
 * What the next call is forced to answer: a 401, a 500, or `'html'`: a misconfigured proxy or
 * CDN that falls back to the app's `index.html` (HTTP 200, `text/html`) for an API path.
 */
export type ForcedStatus = 401 | 500 | 'html';

const FORCED_ANSWERS: readonly ForcedStatus[] = [401, 500, 'html'];

const isForcedStatus = (value: unknown): value is ForcedStatus =>
  FORCED_ANSWERS.includes(value as ForcedStatus);

export interface NetworkSettings {
  /** Added delay before every answer, in ms (0–30000). */
  latencyMs: number;
  /** Share of calls answered 500, 0–100. */
  errorRatePercent: number;
  /** Every call fails as a network error. */
  offline: boolean;
  /** The next call (only one) is answered with this status (or an HTML page, `'html'`). */
  forceNext: ForcedStatus | null;
  /**
   * Which call `forceNext` hits: the next of any kind, the next query (GET), or the next write
   * (any other method: a save, a mark, an upload), which polls and queries cannot take first.
   */
  forceNextOn: ForcedCall;
}

export type ForcedCall = 'any' | 'GET' | 'write';
const FORCED_CALLS: readonly ForcedCall[] = ['any', 'GET', 'write'];

export const DEFAULT_NETWORK_SETTINGS: NetworkSettings = {
  latencyMs: 0,
  errorRatePercent: 0,
  offline: false,
  forceNext: null,
  forceNextOn: 'any',
};

export const NETWORK_STORAGE_KEY = 'mock-api:network';

const listeners = new Set<(settings: NetworkSettings) => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Accept only well-formed values (stored data may be stale or edited by hand). */
export function sanitizeNetworkSettings(value: unknown): NetworkSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<NetworkSettings>;
  return {
    latencyMs: clamp(v.latencyMs, 0, 30_000, 0),
    errorRatePercent: clamp(v.errorRatePercent, 0, 100, 0),
    offline: v.offline === true,
    forceNext: isForcedStatus(v.forceNext) ? v.forceNext : null,
    forceNextOn: FORCED_CALLS.includes(v.forceNextOn as ForcedCall)
      ? (v.forceNextOn as ForcedCall)
      : 'any',
  };
}

function load(): NetworkSettings {
  try {
    const raw = storage()?.getItem(NETWORK_STORAGE_KEY);
    return raw ? sanitizeNetworkSettings(JSON.parse(raw)) : { ...DEFAULT_NETWORK_SETTINGS };
  } catch {
    return { ...DEFAULT_NETWORK_SETTINGS };
  }
}

let settings: NetworkSettings = load();

export function getNetworkSettings(): NetworkSettings {
  return settings;
}

export function updateNetworkSettings(patch: Partial<NetworkSettings>): NetworkSettings {
  settings = sanitizeNetworkSettings({ ...settings, ...patch });
  try {
    storage()?.setItem(NETWORK_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply to this page.
  }
  for (const listener of listeners) listener(settings);
  return settings;
}

export function resetNetworkSettings(): NetworkSettings {
  return updateNetworkSettings(DEFAULT_NETWORK_SETTINGS);
}

/**
 * Take the forced answer for a call with this method, if any (it applies once). An answer
 * forced on the next query leaves other calls alone and waits for a GET; one forced on the next
 * write lets every GET pass and waits for another method.
 */
export function consumeForcedStatus(method = 'GET'): ForcedStatus | null {
  const forced = settings.forceNext;
  if (forced === null) return null;
  const isQuery = method.toUpperCase() === 'GET';
  if (settings.forceNextOn === 'GET' && !isQuery) return null;
  if (settings.forceNextOn === 'write' && isQuery) return null;
  updateNetworkSettings({ forceNext: null, forceNextOn: 'any' });
  return forced;
}

export function subscribeNetworkSettings(listener: (s: NetworkSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-read the stored settings (another tab changed them). */
export function reloadNetworkSettings(): void {
  settings = load();
  for (const listener of listeners) listener(settings);
}
