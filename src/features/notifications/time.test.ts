import { describe, expect, it } from 'vitest';
import { notificationRelativeTime, notificationTime, relativeTime } from './time';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('notification times', () => {
  it('reads the time from the id prefix', () => {
    expect(notificationTime(`${NOW}-abc-123`)).toBe(NOW);
    expect(notificationTime('2026-11-20T10:00:00Z-abc')).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(notificationTime('2026-11-20-abc')).toBe(Date.parse('2026-11-20'));
    expect(notificationTime('sin-fecha')).toBeNull();
  });

  it('"Hace unos minutos" under one hour', () => {
    expect(relativeTime(NOW, NOW)).toBe('Hace unos minutos');
    expect(relativeTime(NOW - 59 * MIN, NOW)).toBe('Hace unos minutos');
    // A clock slightly ahead never gives a negative time.
    expect(relativeTime(NOW + 5 * MIN, NOW)).toBe('Hace unos minutos');
  });

  it('"Hace {n}h" under 24 hours', () => {
    expect(relativeTime(NOW - HOUR, NOW)).toBe('Hace 1h');
    expect(relativeTime(NOW - 5 * HOUR - 30 * MIN, NOW)).toBe('Hace 5h');
    expect(relativeTime(NOW - 23 * HOUR - 59 * MIN, NOW)).toBe('Hace 23h');
  });

  it('"Ayer" under 48 hours', () => {
    expect(relativeTime(NOW - 24 * HOUR, NOW)).toBe('Ayer');
    expect(relativeTime(NOW - 47 * HOUR, NOW)).toBe('Ayer');
  });

  it('a short Spanish date after that', () => {
    const text = relativeTime(Date.parse('2026-11-02T12:00:00Z'), NOW);
    expect(text).toMatch(/^2 nov 2026$/);
    expect(relativeTime(NOW - 48 * HOUR, NOW)).toMatch(/^19 nov 2026$/);
  });

  it('from the id directly', () => {
    expect(notificationRelativeTime(`${NOW - 3 * HOUR}-n1`, NOW)).toBe('Hace 3h');
    expect(notificationRelativeTime('roto', NOW)).toBe('');
  });
});
