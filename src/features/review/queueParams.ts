import { isCompleteDate } from '@/shared/forms/calendarDate';
import { STAGE_TYPES, type StageType } from '@/shared/domain';

/**
 * The queue's view lives in the URL (reload, back, forward and a shared link restore it).
 * Parsing is forgiving: a value that does not fit falls back to its default, so a hand-edited
 * link never breaks the screen. Defaults are left out of the URL.
 */

export const SORT_FIELDS = [
  'submittedAt',
  'candidateName',
  'jobOfferTitle',
  'stageType',
  'proposedScore',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface QueueParams {
  page: number;
  pageSize: PageSize;
  search: string;
  candidateName: string;
  /** One offer of the company (its id), e.g. from the offer's "Revisar intentos". */
  jobOfferId: string | null;
  stageType: StageType | null;
  automatizable: boolean | null;
  /** Local calendar dates, `YYYY-MM-DD`. */
  startDate: string | null;
  endDate: string | null;
  sortBy: SortField;
  sortOrder: SortOrder;
}

export const DEFAULT_QUEUE_PARAMS: QueueParams = {
  page: 1,
  pageSize: 10,
  search: '',
  candidateName: '',
  jobOfferId: null,
  stageType: null,
  automatizable: null,
  startDate: null,
  endDate: null,
  sortBy: 'submittedAt',
  sortOrder: 'asc',
};

export { dateParam, isCompleteDate, MAX_YEAR, MIN_YEAR } from '@/shared/forms/calendarDate';

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => String(item) === value);

export function parseQueueParams(search: URLSearchParams): QueueParams {
  const text = (key: string) => (search.get(key) ?? '').trim().slice(0, 200);
  const page = Number(search.get('page'));
  const automatizable = search.get('automatizable');
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_QUEUE_PARAMS.page,
    pageSize: oneOf(PAGE_SIZES, search.get('pageSize')) ?? DEFAULT_QUEUE_PARAMS.pageSize,
    search: text('search'),
    candidateName: text('candidateName'),
    jobOfferId: text('jobOfferId') || null,
    stageType: oneOf(STAGE_TYPES, search.get('stageType')) ?? null,
    automatizable: automatizable === 'true' ? true : automatizable === 'false' ? false : null,
    startDate: isCompleteDate(startDate) ? startDate : null,
    endDate: isCompleteDate(endDate) ? endDate : null,
    sortBy: oneOf(SORT_FIELDS, search.get('sortBy')) ?? DEFAULT_QUEUE_PARAMS.sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, search.get('sortOrder')) ?? 'asc',
  };
}

/** The URL search of a view: only what differs from the defaults, in a stable order. */
export function queueSearchParams(params: QueueParams): URLSearchParams {
  const out = new URLSearchParams();
  const d = DEFAULT_QUEUE_PARAMS;
  if (params.search) out.set('search', params.search);
  if (params.candidateName) out.set('candidateName', params.candidateName);
  if (params.jobOfferId) out.set('jobOfferId', params.jobOfferId);
  if (params.stageType) out.set('stageType', params.stageType);
  if (params.automatizable !== null) out.set('automatizable', String(params.automatizable));
  if (params.startDate) out.set('startDate', params.startDate);
  if (params.endDate) out.set('endDate', params.endDate);
  if (params.sortBy !== d.sortBy) out.set('sortBy', params.sortBy);
  if (params.sortOrder !== d.sortOrder) out.set('sortOrder', params.sortOrder);
  if (params.page !== d.page) out.set('page', String(params.page));
  if (params.pageSize !== d.pageSize) out.set('pageSize', String(params.pageSize));
  return out;
}

/** `?…` for links (empty string for the default view). */
export function queueSearch(params: QueueParams): string {
  const text = queueSearchParams(params).toString();
  return text ? `?${text}` : '';
}

/** Whether any filter (not sorting or paging) is on. */
export function hasFilters(params: QueueParams): boolean {
  return Boolean(
    params.search ||
    params.candidateName ||
    params.jobOfferId ||
    params.stageType ||
    params.automatizable !== null ||
    params.startDate ||
    params.endDate,
  );
}

/** The view with its filters cleared (sorting and page size kept, back to page 1). */
export function withoutFilters(params: QueueParams): QueueParams {
  return {
    ...DEFAULT_QUEUE_PARAMS,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
    pageSize: params.pageSize,
  };
}

function localDay(value: string, end: boolean): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = end
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day, 0, 0, 0, 0);
  return date.toISOString();
}

export type QueueQuery = Record<string, string | number | boolean>;

/**
 * The API's query (spec §7): dates are the recruiter's local days, sent as ISO instants
 * ("Desde" from the start of that day, "Hasta" to its end).
 */
export function toApiQuery(params: QueueParams): QueueQuery {
  const query: QueueQuery = {
    page: params.page,
    pageSize: params.pageSize,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
  };
  if (params.search) query.search = params.search;
  if (params.candidateName) query.candidateName = params.candidateName;
  if (params.jobOfferId) query.jobOfferId = params.jobOfferId;
  if (params.stageType) query.stageType = params.stageType;
  if (params.automatizable !== null) query.automatizable = params.automatizable;
  if (params.startDate) query.startDate = localDay(params.startDate, false);
  if (params.endDate) query.endDate = localDay(params.endDate, true);
  return query;
}
