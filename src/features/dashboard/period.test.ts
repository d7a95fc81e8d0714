import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  localToday,
  parsePeriod,
  periodPhrase,
  periodProblem,
  periodRange,
  rangeText,
  withPeriod,
} from './period';

const parse = (search: string) => parsePeriod(new URLSearchParams(search));

describe('dashboard period', () => {
  it('a preset ends today and counts back its days, today included', () => {
    expect(periodRange({ preset: '7d' }, '2026-11-27')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(periodRange({ preset: '30d' }, '2026-03-01')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(daysInRange(periodRange({ preset: '90d' }, '2026-11-27'))).toBe(90);
    expect(periodRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, 'x')).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });

  it('reads and writes the URL: default 30 days left out, other parameters kept', () => {
    expect(parse('')).toEqual({ preset: '30d' });
    expect(parse('period=7d')).toEqual({ preset: '7d' });
    expect(parse('period=365d')).toEqual({ preset: '30d' });
    expect(parse('from=2026-11-01&to=2026-11-15&period=7d')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    // Half a range, or a date that is not one, is no range.
    expect(parse('from=2026-11-01')).toEqual({ preset: '30d' });
    expect(parse('from=2026-02-30&to=2026-03-01')).toEqual({ preset: '30d' });
    const search = new URLSearchParams('jobOfferId=o1&period=7d');
    expect(withPeriod(search, { preset: '30d' }).toString()).toBe('jobOfferId=o1');
    expect(withPeriod(search, { preset: '90d' }).toString()).toBe('jobOfferId=o1&period=90d');
    expect(
      withPeriod(search, { preset: 'custom', from: '2026-11-01', to: '2026-11-02' }).toString(),
    ).toBe('jobOfferId=o1&from=2026-11-01&to=2026-11-02');
  });

  it('explains a range that cannot be counted', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe(
      '«Desde» debe ser igual o anterior a «Hasta».',
    );
    expect(periodProblem({ from: '2025-01-01', to: '2025-12-31' })).toBeNull();
    expect(periodProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe(
      'El periodo no puede superar 366 días.',
    );
  });

  it('says the period in words', () => {
    expect(periodPhrase({ preset: '7d' }, '2026-11-27')).toBe('últimos 7 días');
    expect(rangeText({ from: '2026-11-03', to: '2026-11-09' }, '2026-11-27')).toBe('3 nov – 9 nov');
    expect(rangeText({ from: '2025-12-28', to: '2026-01-03' }, '2026-11-27')).toBe(
      '28 dic 2025 – 3 ene 2026',
    );
    expect(rangeText({ from: '2026-11-27', to: '2026-11-27' }, '2026-11-27')).toBe('27 nov');
  });

  it("today is the browser's calendar day, not UTC's", () => {
    // 23:30 local on 3 November, whatever the machine's zone: the local day is the 3rd.
    expect(localToday(new Date(2026, 10, 3, 23, 30))).toBe('2026-11-03');
    expect(localToday(new Date(2026, 10, 4, 0, 10))).toBe('2026-11-04');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
