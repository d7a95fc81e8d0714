/**
 * The product's formatters: numbers, salaries, dates, date-times and durations, in Spanish
 * and in the person's own time zone. A missing figure is "—" (never "NaN" or "null"); a
 * missing date is '' (the screen leaves the phrase out). Formatters are made on first use:
 * importing this module runs nothing.
 */
import type { Salary } from './model';

export const NO_VALUE = '—';

const LOCALE = 'es';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(LOCALE, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LOCALE, options)));
  return format;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A count: "1234" (Spanish leaves four digits ungrouped), "12.345"; missing → "—". */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? numberFormat({ maximumFractionDigits: 0 }).format(value) : NO_VALUE;
}

/** A percentage already in 0–100: "86 %" (a no-break space); missing → "—". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${formatCount(value)}\u00a0%` : NO_VALUE;
}

/**
 * A monthly salary in its currency: "900.000-1.260.000 CLP al mes", "4.800 PEN al mes"; null
 * without one. Grouped from four digits ("6.600-8.400 PEN"), like the larger amounts beside it.
 */
export function formatSalary(salary: Salary | null | undefined): string | null {
  if (!salary) return null;
  let money: Intl.NumberFormat;
  try {
    money = numberFormat({
      style: 'currency',
      currency: salary.currency,
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
  } catch {
    // A currency code Intl does not know: the numbers, then the code as it came.
    return `${formatCount(salary.min)}–${formatCount(salary.max)} ${salary.currency} al mes`;
  }
  const range =
    salary.min === salary.max
      ? money.format(salary.min)
      : money.formatRange(salary.min, salary.max);
  return `${range} al mes`;
}

/** An offer without a salary. */
export const NO_SALARY = 'Salario no informado';

/** "Santiago, Chile" from city and country, else the offer's location text. */
export function formatPlace(place: { city?: string; country?: string; location?: string }) {
  const parts = [place.city, place.country].filter(Boolean);
  return parts.length ? parts.join(', ') : (place.location ?? '');
}

/** An instant (ISO date-time, epoch ms, Date) or a calendar day (`YYYY-MM-DD`). */
export type DateValue = string | number | Date | null | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local date of `value`; a calendar day is that day in any time zone. */
function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatWith = (options: Intl.DateTimeFormatOptions) => (value: DateValue) => {
  const date = toDate(value);
  return date
    ? dateFormat(options)
        .format(date)
        .replace(/\.(?=\s|,|$)/g, '')
    : '';
};

/** "3 de diciembre de 2026". */
export const formatDate = formatWith({ dateStyle: 'long' });

const shortDay = formatWith({ day: 'numeric', month: 'short' });
const shortDate = formatWith({ day: 'numeric', month: 'short', year: 'numeric' });

/** "3 dic 2026"; without the year: "3 dic" (axes, a period within this year). */
export const formatShortDate = (value: DateValue, { year = true } = {}) =>
  (year ? shortDate : shortDay)(value);

/** "jueves, 3 de diciembre de 2026". */
export const formatFullDate = formatWith({ dateStyle: 'full' });

/** "3 de diciembre de 2026, 11:30". */
export const formatDateTime = formatWith({ dateStyle: 'long', timeStyle: 'short' });

/** "jueves, 3 de diciembre de 2026, 11:30" (an interview's moment). */
export const formatFullDateTime = formatWith({ dateStyle: 'full', timeStyle: 'short' });

/**
 * A duration in hours as a person says it, counting whole units: "menos de 1 min", "45 min",
 * "14 h", "1 día", "3 días"; missing or negative → "—".
 */
export function formatDuration(hours: number | null | undefined): string {
  if (!isNumber(hours) || hours < 0) return NO_VALUE;
  const minutes = Math.floor(hours * 60);
  if (minutes < 1) return 'menos de 1 min';
  if (hours < 1) return `${minutes} min`;
  if (hours < 24) return `${Math.floor(hours)} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 día' : `${formatCount(days)} días`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () =>
  (relative ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/** How long ago an instant was: "hace 10 minutos", "hace 5 horas", "ayer", "hace 2 meses". */
export function formatTimeAgo(value: DateValue, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = Math.min(0, date.getTime() - now);
  const abs = -diff;
  const format = relativeFormat();
  if (abs < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return format.format(Math.round(diff / DAY), 'day');
  if (abs < 365 * DAY) return format.format(Math.round(diff / (30 * DAY)), 'month');
  return format.format(Math.round(diff / (365 * DAY)), 'year');
}

/** How many calendar days ago (local days): "hoy", "ayer", "hace 3 días", "hace 2 semanas". */
export function formatDaysAgo(value: DateValue, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const startOfDay = (time: Date) =>
    new Date(time.getFullYear(), time.getMonth(), time.getDate()).getTime();
  const days = Math.max(0, Math.round((startOfDay(new Date(now)) - startOfDay(date)) / DAY));
  const format = relativeFormat();
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
