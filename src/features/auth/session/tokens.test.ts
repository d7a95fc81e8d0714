import { describe, expect, it } from 'vitest';
import { EXPIRY_SKEW_MS, REFRESH_AHEAD_MS, isTokenExpired, refreshDelayMs } from './tokens';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('token expiry', () => {
  it('treats a token as expired 30 s before its expiry', () => {
    expect(EXPIRY_SKEW_MS).toBe(30_000);
    expect(isTokenExpired(NOW + 31_000, NOW)).toBe(false);
    expect(isTokenExpired(NOW + 30_000, NOW)).toBe(true);
    expect(isTokenExpired(NOW + 29_999, NOW)).toBe(true);
    expect(isTokenExpired(NOW - 1, NOW)).toBe(true);
  });

  it('treats a token without expiry as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
  });

  it('schedules the refresh 5 minutes before expiry', () => {
    expect(REFRESH_AHEAD_MS).toBe(5 * 60_000);
    expect(refreshDelayMs(NOW + 60 * 60_000, NOW)).toBe(55 * 60_000);
    expect(refreshDelayMs(NOW + 10 * 60_000, NOW)).toBe(5 * 60_000);
  });

  it('never schedules a refresh loop for short-lived tokens', () => {
    expect(refreshDelayMs(NOW + 60_000, NOW)).toBe(30_000);
    expect(refreshDelayMs(NOW + 5_000, NOW)).toBe(10_000);
    expect(refreshDelayMs(NOW - 60_000, NOW)).toBe(10_000);
  });
});
