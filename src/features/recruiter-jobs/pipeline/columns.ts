/**
 * The board's columns from an offer's applications (issue 34.5): one per stage in order,
 * then "Contratados" and "No seleccionados". A candidate in process is in the column of the
 * stage they are at, by the one rule every screen uses (`currentStageOf`, the candidate's own
 * workflow and Mis Aplicaciones included); hired and ended applications leave the stages.
 */
import {
  applicationStatusLabel,
  currentStageOf,
  stageProgressLabel,
  type StageStatus,
  type StageType,
} from '@/shared/domain';
import type { PipelineApplication } from './model';

export const HIRED_COLUMN = 'hired';
export const ENDED_COLUMN = 'ended';
export const HIRED_TITLE = 'Contratados';
export const ENDED_TITLE = 'No seleccionados';

/** The least the board needs of an offer's stage. */
export interface BoardStage {
  id: string;
  name: string;
  type: StageType;
}

export interface BoardCard {
  applicationId: string;
  candidateId: string;
  name: string;
  /** The status of the stage the candidate is at (what "Filtrar por estado" reads). */
  stageStatus: StageStatus | null;
  /** What the card says of it: "En curso", "En revisión", … or "Contratado", "Retirado". */
  statusLabel: string;
  /** In a stage's column (false: "Contratados", "No seleccionados"). */
  inStage: boolean;
  /** Since when the card is in its column. */
  since: string;
  reviewAttemptId: string | null;
  matchPercent: number;
}

export interface BoardColumn {
  key: string;
  title: string;
  cards: BoardCard[];
}

/** Whole days from `since` to `now` (0 on the first day, never negative). */
export function daysInStage(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
}

/** The column key of an application: its current stage's id, or a closing column. */
function placeOf(application: PipelineApplication) {
  const current = currentStageOf(application.stages);
  if (application.status === 'hired') return { key: HIRED_COLUMN, current };
  if (application.status !== 'in_progress') return { key: ENDED_COLUMN, current };
  return { key: current?.stageId ?? ENDED_COLUMN, current };
}

function cardOf(application: PipelineApplication, stageType: StageType | null): BoardCard {
  const { key, current } = placeOf(application);
  const inStage = key !== HIRED_COLUMN && key !== ENDED_COLUMN;
  return {
    applicationId: application.applicationId,
    candidateId: application.candidate.id,
    name: `${application.candidate.name} ${application.candidate.lastName}`.trim(),
    stageStatus: current?.status ?? null,
    inStage,
    statusLabel: inStage
      ? stageProgressLabel(current?.status, stageType)
      : applicationStatusLabel(application.status),
    since: (inStage ? current?.enteredAt : application.updatedAt) ?? application.createdAt,
    reviewAttemptId: application.reviewAttemptId,
    matchPercent: application.matchPercent,
  };
}

/** Longest in the column first (who waits most), then by name. */
const byWait = (a: BoardCard, b: BoardCard) =>
  a.since < b.since ? -1 : a.since > b.since ? 1 : a.name.localeCompare(b.name, 'es');

/** Every application in its column; the columns in the stages' order, closing ones last. */
export function boardColumns(
  stages: readonly BoardStage[],
  applications: readonly PipelineApplication[],
): BoardColumn[] {
  const columns: BoardColumn[] = [
    ...stages.map((stage) => ({ key: stage.id, title: stage.name, cards: [] as BoardCard[] })),
    { key: HIRED_COLUMN, title: HIRED_TITLE, cards: [] },
    { key: ENDED_COLUMN, title: ENDED_TITLE, cards: [] },
  ];
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const typeOf = new Map(stages.map((stage) => [stage.id, stage.type]));
  for (const application of applications) {
    const { key } = placeOf(application);
    // A stage no longer in the offer: the card stays visible, with the ended ones.
    const column = byKey.get(key) ?? byKey.get(ENDED_COLUMN)!;
    column.cards.push(cardOf(application, typeOf.get(column.key) ?? null));
  }
  for (const column of columns) column.cards.sort(byWait);
  return columns;
}

export interface BoardFilter {
  status?: StageStatus;
  search?: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The columns with only the cards that match: every word of the name, and the status. */
export function filterColumns(columns: readonly BoardColumn[], filter: BoardFilter): BoardColumn[] {
  const words = filter.search ? folded(filter.search).split(/\s+/).filter(Boolean) : [];
  if (!filter.status && words.length === 0) return [...columns];
  return columns.map((column) => ({
    ...column,
    cards: column.cards.filter((card) => {
      if (filter.status && card.stageStatus !== filter.status) return false;
      const name = folded(card.name);
      return words.every((word) => name.includes(word));
    }),
  }));
}
