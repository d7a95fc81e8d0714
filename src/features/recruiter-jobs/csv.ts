/**
 * A CSV writer for spreadsheets: RFC 4180 quoting (fields with a comma, quote or line break
 * are quoted, quotes doubled), CRLF line ends, and a UTF-8 byte-order mark so that Excel
 * reads accents right. A cell starting with `=`, `+`, `-`, `@` (or a tab / carriage return)
 * is prefixed with `'` so that no spreadsheet runs it as a formula (CSV injection).
 */
import { saveBlob } from '@/shared/files/download';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const CSV_BOM = '\uFEFF';

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0');

/**
 * An instant as the local date-time it was where the file is made, with its offset (ISO 8601):
 * `2026-11-20T23:30:00-03:00`. The day is the one the screen shows (a spreadsheet reads the
 * same moment, and no one reads a UTC day as theirs). `timeZone`: the browser's by default.
 */
export function localDateTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.floor(time / 1000) * 1000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(seconds)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const offset = Math.round((wall - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` +
    `T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Offer the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, fileName);
}
