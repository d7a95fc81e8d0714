import type { CandidateJobOffer, Salary, SkillMatch } from './model';

/** How the offer's fields read on a card (DESIGN.md §4 values → Spanish labels). */
export const MODALITY_LABELS: Record<string, string> = {
  presencial: 'Presencial',
  híbrido: 'Híbrido',
  remoto: 'Remoto',
};

export const MODALITIES = ['presencial', 'híbrido', 'remoto'] as const;

export const SENIORITY_LABELS: Record<string, string> = {
  practicante: 'Practicante',
  junior: 'Junior',
  'semi-senior': 'Semi Senior',
  senior: 'Senior',
  lead: 'Líder',
};

export const modalityLabel = (value: string): string => MODALITY_LABELS[value] ?? value;
export const seniorityLabel = (value: string): string => SENIORITY_LABELS[value] ?? value;

/** "Santiago, Chile" from city and country, else the offer's location text. */
export function placeLabel(offer: Pick<CandidateJobOffer, 'city' | 'country' | 'location'>) {
  const parts = [offer.city, offer.country].filter(Boolean);
  return parts.length ? parts.join(', ') : (offer.location ?? '');
}

/** A monthly salary range in the offer's currency: "900.000-1.260.000 CLP al mes". */
export function salaryLabel(salary: Salary | null | undefined, locale = 'es'): string | null {
  if (!salary) return null;
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: salary.currency,
      maximumFractionDigits: 0,
      // Spanish leaves four-digit numbers ungrouped ("6600"): group them like the others
      // ("6.600-8.400 PEN" beside "1.440.000-1.890.000 ARS").
      useGrouping: 'always',
    });
    const range =
      salary.min === salary.max
        ? format.format(salary.min)
        : format.formatRange(salary.min, salary.max);
    return `${range} al mes`;
  } catch {
    // An unknown currency code: the numbers with the code as it came.
    return `${salary.min}–${salary.max} ${salary.currency} al mes`;
  }
}

const DAY_MS = 86_400_000;

/** "Publicada hoy", "Publicada ayer", "Publicada hace 3 días", "… hace 2 semanas", "… hace 4 meses". */
export function publishedLabel(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
  const startOfDay = (ms: number) => {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  };
  const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS));
  let text: string;
  if (days < 7) text = relative.format(-days, 'day');
  else if (days < 30) text = relative.format(-Math.floor(days / 7), 'week');
  else if (days < 365) text = relative.format(-Math.floor(days / 30), 'month');
  else text = relative.format(-Math.floor(days / 365), 'year');
  return `Publicada ${text}`;
}

export type MatchLevel = 'high' | 'medium' | 'low';

export interface MatchDisplay {
  /** "Coincidencia 80 %". */
  label: string;
  percent: number;
  level: MatchLevel;
  matched: string[];
  missing: string[];
}

/** The skill match as a card shows it: a rounded percentage, a level, the two skill lists. */
export function matchDisplay(match: SkillMatch | null | undefined): MatchDisplay {
  const raw = Number(match?.percent);
  const percent = Number.isFinite(raw) ? Math.min(100, Math.max(0, Math.round(raw))) : 0;
  const level: MatchLevel = percent >= 70 ? 'high' : percent >= 40 ? 'medium' : 'low';
  return {
    label: `Coincidencia ${percent} %`,
    percent,
    level,
    matched: match?.matched ?? [],
    missing: match?.missing ?? [],
  };
}

/** "148 ofertas" / "1 oferta". */
export function offersCountLabel(total: number): string {
  return `${new Intl.NumberFormat('es').format(total)} ${total === 1 ? 'oferta' : 'ofertas'}`;
}

/** "3 ofertas guardadas" / "1 oferta guardada". */
export function savedCountLabel(total: number): string {
  return `${offersCountLabel(total)} ${total === 1 ? 'guardada' : 'guardadas'}`;
}

/** The offer's page: the apply screen (product spec §2). */
export const offerPath = (id: string) =>
  `/app/candidates/job-offers/${encodeURIComponent(id)}/apply`;

/** MUI's pagination with Spanish labels. */
export function pageItemLabel(
  type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis',
  page: number | null,
  selected: boolean,
): string {
  switch (type) {
    case 'page':
      return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
    case 'first':
      return 'Ir a la primera página';
    case 'last':
      return 'Ir a la última página';
    case 'next':
      return 'Ir a la página siguiente';
    case 'previous':
      return 'Ir a la página anterior';
    default:
      return '';
  }
}
