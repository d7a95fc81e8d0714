/**
 * Display rules of the dashboard's figures: a missing value is "—" (never "NaN" or
 * "null"), numbers in Spanish, percentages with a space ("86 %"), durations as a person
 * says them ("45 min", "14 h", "2 días").
 */
export const NO_VALUE = '—';

const integer = new Intl.NumberFormat('es', { maximumFractionDigits: 0 });

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A count: "1234" → "1234", "12345" → "12.345"; missing → "—". */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? integer.format(value) : NO_VALUE;
}

/** A percentage already in 0–100: "86 %"; missing → "—". */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${integer.format(value)}\u00a0%` : NO_VALUE;
}

/** A duration in hours: under an hour in minutes, under two days in hours, then in days. */
export function formatHours(hours: number | null | undefined): string {
  if (!isNumber(hours) || hours < 0) return NO_VALUE;
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  const days = Math.round(hours / 24);
  return `${integer.format(days)} días`;
}

/** How long ago `iso` was, from `now`: "hace 14 h", "hace 3 días"; missing → "—". */
export function formatAge(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return NO_VALUE;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return NO_VALUE;
  const hours = Math.max(0, now - time) / 3_600_000;
  if (hours < 1) return 'hace menos de 1 h';
  return `hace ${formatHours(hours)}`;
}

/** "1 postulación" / "3 postulaciones" (and the like). */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const dayLabel = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A metrics day (`YYYY-MM-DD`, UTC) for an axis: "23 oct". */
export function formatDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayLabel.format(time).replace('.', '');
}

/** A metrics day in words, for screen readers: "jueves, 23 de octubre". */
export function formatDayLong(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayLong.format(time);
}

/** Labels of the stage statuses, in the order of the funnel. */
export const STAGE_STATUS_LABELS = {
  pending: 'Pendientes',
  in_progress: 'En curso',
  reviewing: 'En revisión',
  passed: 'Aprobadas',
  failed: 'Reprobadas',
} as const;
