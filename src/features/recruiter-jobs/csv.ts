/**
 * A CSV writer for spreadsheets: RFC 4180 quoting (fields with a comma, quote or line break
 * are quoted, quotes doubled), CRLF line ends, and a UTF-8 byte-order mark so that Excel
 * reads accents right. A cell starting with `=`, `+`, `-`, `@` (or a tab / carriage return)
 * is prefixed with `'` so that no spreadsheet runs it as a formula (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const CSV_BOM = '\uFEFF';

/** Offer the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
