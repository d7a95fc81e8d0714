export const STATEMENT_TITLE = 'Declaración de accesibilidad';

/** "26 de noviembre de 2026" for an ISO date (read as a calendar day, in no time zone). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}
