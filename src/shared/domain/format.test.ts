import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDaysAgo,
  formatDuration,
  formatFullDate,
  formatFullDateTime,
  formatPercent,
  formatPlace,
  formatSalary,
  formatShortDate,
  formatTimeAgo,
  NO_VALUE,
} from './format';

/** Intl separates some parts with no-break spaces: compare them as plain spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('numbers', () => {
  it('shows a missing figure as a dash, never NaN or null, and keeps zero', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(NO_VALUE);
      expect(formatPercent(value)).toBe(NO_VALUE);
      expect(formatDuration(value)).toBe(NO_VALUE);
    }
    expect(NO_VALUE).toBe('—');
    expect(formatCount(0)).toBe('0');
    expect(formatPercent(0)).toBe('0\u00a0%');
  });

  it('writes counts and percentages in Spanish', () => {
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatPercent(86)).toBe('86\u00a0%');
    expect(formatPercent(33.4)).toBe('33\u00a0%');
  });
});

describe('salaries', () => {
  it('writes a monthly range once in its currency, grouped from four digits', () => {
    expect(plain(formatSalary({ min: 900000, max: 1260000, currency: 'CLP' }))).toBe(
      '900.000-1.260.000 CLP al mes',
    );
    // Not "4800 PEN – 6300 PEN PEN al mes".
    expect(plain(formatSalary({ min: 4800, max: 6300, currency: 'PEN' }))).toBe(
      '4.800-6.300 PEN al mes',
    );
    expect(plain(formatSalary({ min: 3000, max: 4500, currency: 'USD' }))).toBe(
      '3.000-4.500 US$ al mes',
    );
    expect(plain(formatSalary({ min: 2500, max: 2500, currency: 'EUR' }))).toBe('2.500 € al mes');
  });

  it('keeps an unknown currency code as it came, and says nothing without a salary', () => {
    expect(formatSalary({ min: 1, max: 2, currency: 'XXXX' })).toBe('1–2 XXXX al mes');
    expect(formatSalary(null)).toBeNull();
  });

  it('places an offer by city and country, else by its location', () => {
    expect(formatPlace({ city: 'Lima', country: 'Perú', location: 'otra' })).toBe('Lima, Perú');
    expect(formatPlace({ location: 'Remoto' })).toBe('Remoto');
  });
});

describe('dates, in the local time zone', () => {
  const moment = new Date(2026, 11, 3, 11, 30);

  it('writes a date, short, long and with its weekday', () => {
    expect(formatDate(moment.toISOString())).toBe('3 de diciembre de 2026');
    expect(formatShortDate(moment.getTime())).toBe('3 dic 2026');
    expect(formatShortDate(moment, { year: false })).toBe('3 dic');
    expect(formatFullDate(moment)).toBe('jueves, 3 de diciembre de 2026');
  });

  it('writes a date-time', () => {
    expect(plain(formatDateTime(moment.toISOString()))).toMatch(
      /^3 de diciembre de 2026(,| a las) 11:30$/,
    );
    expect(plain(formatFullDateTime(moment.toISOString()))).toBe(
      'jueves, 3 de diciembre de 2026, 11:30',
    );
  });

  it('reads a calendar day as that day wherever the person is', () => {
    expect(formatDate('2026-11-26')).toBe('26 de noviembre de 2026');
    expect(formatShortDate('2026-01-01', { year: false })).toBe('1 ene');
    expect(formatFullDate('2026-10-23')).toBe('viernes, 23 de octubre de 2026');
  });

  it('leaves out a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'no es una fecha']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatTimeAgo(value)).toBe('');
    }
  });
});

describe('durations and times ago', () => {
  it('counts whole minutes, hours, then days', () => {
    expect(formatDuration(0)).toBe('menos de 1 min');
    expect(formatDuration(0.5)).toBe('30 min');
    expect(formatDuration(13.6)).toBe('13 h');
    expect(formatDuration(30)).toBe('1 día');
    expect(formatDuration(72)).toBe('3 días');
    expect(formatDuration(24 * 1500)).toBe('1500 días');
    expect(formatDuration(-1)).toBe(NO_VALUE);
  });

  it('says how long ago an instant was, in the largest unit that fits', () => {
    const now = new Date(2026, 10, 25, 12).getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatTimeAgo(ago(10 * 60_000), now)).toBe('hace 10 minutos');
    expect(formatTimeAgo(ago(5 * 3_600_000), now)).toBe('hace 5 horas');
    expect(formatTimeAgo(ago(24 * 3_600_000), now)).toBe('ayer');
    expect(formatTimeAgo(ago(3 * 86_400_000), now)).toBe('hace 3 días');
    expect(formatTimeAgo(ago(65 * 86_400_000), now)).toBe('hace 2 meses');
    // A clock ahead of this one: now, not "in 5 minutes".
    expect(formatTimeAgo(ago(-5 * 60_000), now)).toBe('este minuto');
  });

  it('counts calendar days ago, then weeks, months and years', () => {
    const now = new Date(2026, 10, 25, 12).getTime();
    expect(formatDaysAgo(new Date(2026, 10, 25, 8), now)).toBe('hoy');
    expect(formatDaysAgo(new Date(2026, 10, 24, 23), now)).toBe('ayer');
    expect(formatDaysAgo('2026-11-22', now)).toBe('hace 3 días');
    expect(formatDaysAgo(new Date(2026, 10, 4), now)).toBe('hace 3 semanas');
    expect(formatDaysAgo(new Date(2026, 6, 1), now)).toBe('hace 4 meses');
    expect(formatDaysAgo(new Date(2024, 6, 1), now)).toBe('hace 2 años');
  });
});
