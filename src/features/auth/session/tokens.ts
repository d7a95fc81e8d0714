/** A token is treated as expired this long before its real expiry (product spec §9). */
export const EXPIRY_SKEW_MS = 30_000;
/** The token is refreshed this long before it expires (product spec §9). */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/** Never schedule refreshes closer than this (short-lived test tokens). */
export const MIN_REFRESH_DELAY_MS = 10_000;

export function isTokenExpired(expiryMs: number | null, now: number = Date.now()): boolean {
  if (expiryMs === null) return true;
  return now >= expiryMs - EXPIRY_SKEW_MS;
}

/**
 * How long to wait before refreshing a token that expires at `expiryMs`: five minutes
 * before expiry; for tokens that live less than that, half their remaining life (at least
 * `MIN_REFRESH_DELAY_MS`).
 */
export function refreshDelayMs(expiryMs: number, now: number = Date.now()): number {
  const delay = expiryMs - REFRESH_AHEAD_MS - now;
  if (delay >= MIN_REFRESH_DELAY_MS) return delay;
  return Math.max(MIN_REFRESH_DELAY_MS, Math.floor((expiryMs - now) / 2));
}
