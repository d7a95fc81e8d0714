/**
 * Calendar days of a time zone (IANA name), for figures counted "per day" as the person who
 * reads them lives them: an application sent at 22:30 in Santiago on 3 November counts on
 * 3 November, not on the 4th (its UTC day).
 */
const DAY = 86_400_000;
/** Every time zone in use today is a whole number of quarter hours away from UTC. */
const QUARTER_HOUR = 900_000;

/** Whether the runtime knows `timeZone` (an IANA name such as `America/Santiago`, or `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `(instant) → 'YYYY-MM-DD'`, the local day of an instant in `timeZone`. Local midnights fall
 * on UTC quarter hours, so the day is the same over each quarter hour: it is computed once per
 * quarter hour touched (a metrics pass over thousands of rows formats a few hundred times).
 */
export function localDayIn(timeZone: string): (instant: string | number) => string {
  const format = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const memo = new Map<number, string>();
  return (instant) => {
    const time = typeof instant === 'number' ? instant : Date.parse(instant);
    const bucket = Math.floor(time / QUARTER_HOUR);
    let day = memo.get(bucket);
    if (day === undefined) {
      const parts = Object.fromEntries(
        format.formatToParts(bucket * QUARTER_HOUR).map((part) => [part.type, part.value]),
      );
      day = `${parts.year}-${parts.month}-${parts.day}`;
      memo.set(bucket, day);
    }
    return day;
  };
}

/** A calendar day `n` days after `day` (`n` may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day; 0 or less when reversed). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}
