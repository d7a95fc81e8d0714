import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatCount,
  formatDay,
  formatHours,
  formatPercent,
  NO_VALUE,
  plural,
} from './format';

describe('dashboard display rules', () => {
  it('shows a missing value as a dash, never NaN or null', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(NO_VALUE);
      expect(formatPercent(value)).toBe(NO_VALUE);
      expect(formatHours(value)).toBe(NO_VALUE);
    }
    expect(formatAge(null)).toBe(NO_VALUE);
    expect(formatAge('no es una fecha')).toBe(NO_VALUE);
    expect(NO_VALUE).toBe('—');
  });

  it('keeps zero as a figure', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatHours(0)).toBe('0 min');
  });

  it('writes numbers and percentages in Spanish', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatPercent(86)).toBe('86\u00a0%');
    expect(formatPercent(100)).toBe('100\u00a0%');
    expect(formatPercent(33.4)).toBe('33\u00a0%');
  });

  it('writes durations as minutes, hours or days', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(14)).toBe('14 h');
    expect(formatHours(13.6)).toBe('14 h');
    expect(formatHours(47.4)).toBe('47 h');
    expect(formatHours(48)).toBe('2 días');
    expect(formatHours(24 * 71 + 3)).toBe('71 días');
    expect(formatHours(-1)).toBe(NO_VALUE);
  });

  it('says how old the oldest pending review is', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(formatAge('2026-11-25T11:30:00Z', now)).toBe('hace menos de 1 h');
    expect(formatAge('2026-11-24T22:00:00Z', now)).toBe('hace 14 h');
    expect(formatAge('2026-11-22T12:00:00Z', now)).toBe('hace 3 días');
  });

  it('agrees nouns with the count and labels days briefly', () => {
    expect(plural(1, 'postulación', 'postulaciones')).toBe('1 postulación');
    expect(plural(0, 'postulación', 'postulaciones')).toBe('0 postulaciones');
    expect(formatDay('2026-10-23')).toBe('23 oct');
  });
});
