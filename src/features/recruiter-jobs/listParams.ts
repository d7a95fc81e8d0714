import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  OFFER_STATUSES,
  STAGE_STATUSES,
} from '@/shared/domain';
import type {
  ApplicantListArgs,
  ApplicantSortBy,
  OfferSortBy,
  SortOrder,
  StaffOfferListArgs,
} from './model';

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

const OFFER_SORTS: readonly OfferSortBy[] = [
  'createdAt',
  'title',
  'applicantsCount',
  'publishedAt',
];
const APPLICANT_SORTS: readonly ApplicantSortBy[] = ['createdAt', 'candidateName', 'match'];
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

function pageSizeOf(value: string | null): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

function searchOf(value: string | null): string | undefined {
  const text = value?.trim().slice(0, 200);
  return text ? text : undefined;
}

const order = (value: string | null): SortOrder => (value === 'asc' ? 'asc' : 'desc');

/** The recruiter's offer list query from the URL; anything invalid falls back to its default. */
export function parseOfferListParams(search: URLSearchParams): StaffOfferListArgs {
  return {
    page: positiveInt(search.get('page'), 1),
    pageSize: pageSizeOf(search.get('pageSize')),
    status: oneOf(OFFER_STATUSES, search.get('status')),
    category: oneOf(JOB_CATEGORIES, search.get('category')),
    search: searchOf(search.get('search')),
    sortBy: oneOf(OFFER_SORTS, search.get('sortBy')) ?? 'createdAt',
    sortOrder: order(search.get('sortOrder')),
  };
}

/** The URL search of a list query: defaults are left out so that URLs stay short. */
export function offerListSearch(args: StaffOfferListArgs): URLSearchParams {
  const out = new URLSearchParams();
  if (args.page !== 1) out.set('page', String(args.page));
  if (args.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(args.pageSize));
  if (args.status) out.set('status', args.status);
  if (args.category) out.set('category', args.category);
  if (args.search) out.set('search', args.search);
  if (args.sortBy !== 'createdAt') out.set('sortBy', args.sortBy);
  if (args.sortOrder !== 'desc') out.set('sortOrder', args.sortOrder);
  return out;
}

/** The applicants table's query, kept in the offer page's URL under an `a` prefix. */
export function parseApplicantParams(search: URLSearchParams): ApplicantListArgs {
  return {
    page: positiveInt(search.get('aPage'), 1),
    pageSize: pageSizeOf(search.get('aPageSize')),
    status: oneOf(APPLICATION_STATUSES, search.get('aStatus')),
    stageStatus: oneOf(STAGE_STATUSES, search.get('aStageStatus')),
    search: searchOf(search.get('aSearch')),
    sortBy: oneOf(APPLICANT_SORTS, search.get('aSortBy')) ?? 'createdAt',
    sortOrder: order(search.get('aSortOrder')),
  };
}

export function applicantSearch(args: ApplicantListArgs, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of [
    'aPage',
    'aPageSize',
    'aStatus',
    'aStageStatus',
    'aSearch',
    'aSortBy',
    'aSortOrder',
  ])
    out.delete(key);
  if (args.page !== 1) out.set('aPage', String(args.page));
  if (args.pageSize !== DEFAULT_PAGE_SIZE) out.set('aPageSize', String(args.pageSize));
  if (args.status) out.set('aStatus', args.status);
  if (args.stageStatus) out.set('aStageStatus', args.stageStatus);
  if (args.search) out.set('aSearch', args.search);
  if (args.sortBy !== 'createdAt') out.set('aSortBy', args.sortBy);
  if (args.sortOrder !== 'desc') out.set('aSortOrder', args.sortOrder);
  return out;
}
