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

/** The values each control accepts (QA's changes outside them are refused, never clamped). */
export const NETWORK_ALLOWED = {
  latencyMs: { min: 0, max: 30_000 },
  errorRatePercent: { min: 0, max: 100 },
  offline: [true, false],
  forceNext: [401, 500, 'html', null],
  forceNextOn: ['any', 'GET', 'write'],
} as const;

const FIELDS = Object.keys(NETWORK_ALLOWED) as (keyof NetworkSettings)[];

const integerIn = (field: 'latencyMs' | 'errorRatePercent', value: unknown) => {
  const { min, max } = NETWORK_ALLOWED[field];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
};

/** A change of the controls was refused: field → Spanish message naming what is allowed. */
export class NetworkSettingsError extends Error {
  readonly details: Record<string, string>;
  constructor(details: Record<string, string>) {
    super('Valores no permitidos para los controles de red');
    this.name = 'NetworkSettingsError';
    this.details = details;
  }
}

/**
 * What is wrong with a change of the controls (`null`: nothing): unknown fields and values
 * out of their range (see {@link NETWORK_ALLOWED}).
 */
export function networkPatchErrors(patch: unknown): Record<string, string> | null {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
    return { _: `Debe ser un objeto con alguno de estos campos: ${FIELDS.join(', ')}` };
  const details: Record<string, string> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'latencyMs' || field === 'errorRatePercent') {
      const { min, max } = NETWORK_ALLOWED[field];
      if (!integerIn(field, value))
        details[field] =
          `Debe ser un número entero entre ${min} y ${max}${field === 'latencyMs' ? ' (ms)' : ''}`;
    } else if (field === 'offline') {
      if (typeof value !== 'boolean') details[field] = 'Debe ser true o false';
    } else if (field === 'forceNext') {
      if (value !== null && !isForcedStatus(value))
        details[field] = 'Debe ser 401, 500, "html" o null';
    } else if (field === 'forceNextOn') {
      if (!FORCED_CALLS.includes(value as ForcedCall))
        details[field] = 'Debe ser "any", "GET" o "write"';
    } else {
      details[field] = `Campo desconocido (campos: ${FIELDS.join(', ')})`;
    }
  }
  return Object.keys(details).length ? details : null;
}

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

/**
 * Accept only well-formed values from storage (stale, or edited by hand): out of range is
 * brought back in range. Changes made by QA are checked instead ({@link updateNetworkSettings}).
 */
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

/**
 * Change some controls. A value out of its range or an unknown field is refused as a whole
 * ({@link NetworkSettingsError}, nothing changes): the server answers it 422, the demo panel
 * shows it beside the field.
 */
export function updateNetworkSettings(patch: Partial<NetworkSettings>): NetworkSettings {
  const errors = networkPatchErrors(patch);
  if (errors) throw new NetworkSettingsError(errors);
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
