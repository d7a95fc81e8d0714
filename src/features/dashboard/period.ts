import { isCompleteDate } from '@/shared/forms/calendarDate';
import { formatShortDate } from '@/shared/domain';

/**
 * The dashboard's "Periodo": whole local days of the recruiter's browser, today included.
 * In the URL as `period=7d|90d` (30 days is the default, left out) or, for a custom range,
 * `from` and `to` (`YYYY-MM-DD`). The metrics endpoint counts the same days in the same time
 * zone (`tz`), so every figure on the screen is counted in the days the recruiter lives.
 */
export const PERIOD_PARAM = 'period';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

export const PRESETS = ['7d', '30d', '90d'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '30d';
const PRESET_DAYS: Record<Preset, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The control's options: the presets, then "Personalizado" (a range of dates). */
export const PERIOD_LABELS: Record<Preset | 'custom', string> = {
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
  custom: 'Personalizado',
};

/** The longest period the metrics answer (docs/api.md). */
export const MAX_PERIOD_DAYS = 366;

export type Period = { preset: Preset } | { preset: 'custom'; from: string; to: string };

export interface DayRange {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(utc(day) + n * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysInRange({ from, to }: DayRange): number {
  return Math.round((utc(to) - utc(from)) / DAY) + 1;
}

/** Today in the browser's calendar (its time zone), `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The browser's time zone (IANA name), sent as `tz` so that the server counts the same days. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The period of the URL; anything that does not make one is the default. */
export function parsePeriod(search: URLSearchParams): Period {
  const from = search.get(FROM_PARAM);
  const to = search.get(TO_PARAM);
  if (isCompleteDate(from) && isCompleteDate(to)) return { preset: 'custom', from, to };
  const preset = PRESETS.find((value) => value === search.get(PERIOD_PARAM));
  return { preset: preset ?? DEFAULT_PRESET };
}

/** The URL with `period` written in (other parameters kept; the default left out). */
export function withPeriod(search: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(PERIOD_PARAM);
  next.delete(FROM_PARAM);
  next.delete(TO_PARAM);
  if (period.preset === 'custom') {
    next.set(FROM_PARAM, period.from);
    next.set(TO_PARAM, period.to);
  } else if (period.preset !== DEFAULT_PRESET) next.set(PERIOD_PARAM, period.preset);
  return next;
}

/** The days of a period: a preset ends today and counts back its days, today included. */
export function periodRange(period: Period, today: string): DayRange {
  if (period.preset === 'custom') return { from: period.from, to: period.to };
  return { from: addDays(today, 1 - PRESET_DAYS[period.preset]), to: today };
}

/** Why a custom range cannot be counted (shown beside the dates), or null. */
export function periodProblem(range: DayRange): string | null {
  const days = daysInRange(range);
  if (days < 1) return '«Desde» debe ser igual o anterior a «Hasta».';
  if (days > MAX_PERIOD_DAYS) return `El periodo no puede superar ${MAX_PERIOD_DAYS} días.`;
  return null;
}

const dayText = (day: string, withYear: boolean) => formatShortDate(day, { year: withYear });

/** The days in words: "3 nov – 9 nov" (the year when it is not this one's: "3 nov 2025 – …"). */
export function rangeText({ from, to }: DayRange, today: string): string {
  const year = today.slice(0, 4);
  const withYear = from.slice(0, 4) !== year || to.slice(0, 4) !== year;
  if (from === to) return dayText(from, withYear);
  return `${dayText(from, withYear)} – ${dayText(to, withYear)}`;
}

/** How a figure's name says its period: "últimos 7 días", or the custom days. */
export function periodPhrase(period: Period, today: string): string {
  return period.preset === 'custom'
    ? rangeText(period, today)
    : PERIOD_LABELS[period.preset].toLowerCase();
}
