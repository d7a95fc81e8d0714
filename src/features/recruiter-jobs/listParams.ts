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

/** What every paged table's query holds besides its filters. */
interface ListArgs {
  page: number;
  pageSize: number;
  search?: string;
  sortBy: string;
  sortOrder: SortOrder;
}

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

/**
 * A paged table's query in the URL: its filters (each one of a list), its sorts (the first
 * the default) and a key prefix. Anything invalid falls back to its default when read;
 * defaults are left out when written so that URLs stay short.
 */
function listQuery<A extends ListArgs>(
  prefix: string,
  filters: Record<string, readonly string[]>,
  sorts: readonly A['sortBy'][],
) {
  const key = (name: string) => (prefix ? prefix + name[0]!.toUpperCase() + name.slice(1) : name);
  const names = ['page', 'pageSize', ...Object.keys(filters), 'search', 'sortBy', 'sortOrder'];
  const defaults: Record<string, unknown> = {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sortBy: sorts[0],
    sortOrder: 'desc',
  };
  return {
    parse(search: URLSearchParams): A {
      const get = (name: string) => search.get(key(name));
      const chosen = Object.entries(filters).map(([name, allowed]) => [
        name,
        oneOf(allowed, get(name)),
      ]);
      return {
        page: positiveInt(get('page'), 1),
        pageSize: pageSizeOf(get('pageSize')),
        ...Object.fromEntries(chosen),
        search: searchOf(get('search')),
        sortBy: oneOf(sorts, get('sortBy')) ?? sorts[0],
        sortOrder: get('sortOrder') === 'asc' ? 'asc' : 'desc',
      } as A;
    },
    write(args: A, base?: URLSearchParams): URLSearchParams {
      const out = new URLSearchParams(base);
      for (const name of names) {
        out.delete(key(name));
        const value = (args as unknown as Record<string, unknown>)[name];
        if (value != null && value !== '' && value !== defaults[name])
          out.set(key(name), String(value));
      }
      return out;
    },
  };
}

const offerList = listQuery<StaffOfferListArgs>(
  '',
  { status: OFFER_STATUSES, category: JOB_CATEGORIES },
  ['createdAt', 'title', 'applicantsCount', 'publishedAt'] satisfies OfferSortBy[],
);

const applicantList = listQuery<ApplicantListArgs>(
  'a',
  { status: APPLICATION_STATUSES, stageStatus: STAGE_STATUSES },
  ['createdAt', 'candidateName', 'match'] satisfies ApplicantSortBy[],
);

/** The recruiter's offer list query from the URL. */
export const parseOfferListParams = offerList.parse;

/** The URL search of the offer list's query. */
export const offerListSearch = (args: StaffOfferListArgs) => offerList.write(args);

/** The applicants table's query, kept in the offer page's URL under an `a` prefix. */
export const parseApplicantParams = applicantList.parse;

/** The applicants table's query written into the offer page's URL (its other keys kept). */
export const applicantSearch = applicantList.write;
