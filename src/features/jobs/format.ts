import { countText, formatDaysAgo, type DateValue, type SkillMatch } from '@/shared/domain';

/** "Publicada hoy", "Publicada ayer", "Publicada hace 3 días", "… hace 2 semanas". */
export function publishedLabel(value: DateValue, now: number = Date.now()): string {
  const ago = formatDaysAgo(value, now);
  return ago ? `Publicada ${ago}` : '';
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
export const offersCountLabel = (total: number) =>
  countText(total, { one: 'oferta', many: 'ofertas' });

/** "3 ofertas guardadas" / "1 oferta guardada". */
export const savedCountLabel = (total: number) =>
  countText(total, { one: 'oferta guardada', many: 'ofertas guardadas' });

/** The offer's page: the apply screen (product spec §2). */
export const offerPath = (id: string) =>
  `/app/candidates/job-offers/${encodeURIComponent(id)}/apply`;
