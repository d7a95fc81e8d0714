/** Calendar dates as date filters hold them: `YYYY-MM-DD`, a day of the user's calendar. */

/** Years a date filter accepts: a year typed digit by digit ("2", "20", "202") is not one yet. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** A real calendar date `YYYY-MM-DD` within the accepted years. */
export function isCompleteDate(value: string | null | undefined): value is string {
  if (!value) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** A local date's `YYYY-MM-DD` when it is a complete, accepted date; null otherwise. */
export function dateParam(
  date: { year: number; month: number; day: number } | null | undefined,
): string | null {
  if (!date || [date.year, date.month, date.day].some((n) => !Number.isInteger(n))) return null;
  const text = `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  return isCompleteDate(text) ? text : null;
}
