import {
  JOB_CATEGORIES,
  JOB_SEARCH_PATH,
  MODALITIES,
  SENIORITIES,
  criteriaSearchParams,
  type OfferCriteria,
} from '@/shared/domain';

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

/**
 * The job search as the URL holds it
 * (`/app/jobs/?search=&category=&modality=&seniority=&place=&page=&pageSize=`).
 * Each parameter is read on its own: a bad value falls back to its default, never throws.
 * Read by hand, not with zod: seven flat parameters do not need a schema library, and the
 * feed, which links here, would load zod's 24 kB gzip before its first paint (issue 15).
 */
export interface JobSearchState {
  search: string;
  category?: (typeof JOB_CATEGORIES)[number];
  modality?: (typeof MODALITIES)[number];
  seniority?: (typeof SENIORITIES)[number];
  /** City or country, as typed. */
  place: string;
  page: number;
  pageSize: number;
}

export const DEFAULT_JOB_SEARCH: JobSearchState = {
  search: '',
  place: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** `value` if it is one of `options`, else undefined. */
function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** A whole number in [min, max] (`Number()` rules: surrounding spaces allowed), else undefined. */
function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** Read the state from the URL's search params (defaults for what is missing or wrong). */
export function parseJobSearch(params: URLSearchParams): JobSearchState {
  const search = params.get('search') ?? '';
  const place = params.get('place') ?? '';
  const category = oneOf(JOB_CATEGORIES, params.get('category'));
  const modality = oneOf(MODALITIES, params.get('modality'));
  const seniority = oneOf(SENIORITIES, params.get('seniority'));
  const pageSize = wholeNumber(params.get('pageSize'), 1, Infinity);
  return {
    search: search.length <= SEARCH_MAX_LENGTH ? search : '',
    place: place.length <= SEARCH_MAX_LENGTH ? place : '',
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(modality ? { modality } : {}),
    ...(seniority ? { seniority } : {}),
  };
}

/** The URL's search params for a state; defaults are left out, the text is kept as typed. */
export function jobSearchParams(state: Partial<JobSearchState>): URLSearchParams {
  const params = criteriaSearchParams(state);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.pageSize && state.pageSize !== DEFAULT_PAGE_SIZE)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** `/app/jobs/?…` for a state (used by the feed's search box). */
export function jobSearchHref(state: Partial<JobSearchState>): string {
  const query = jobSearchParams(state).toString();
  return query ? `${JOB_SEARCH_PATH}?${query}` : JOB_SEARCH_PATH;
}

/** Whether any filter narrows the search (for "Limpiar filtros"). */
export function hasFilters(state: JobSearchState): boolean {
  return !!(
    state.search.trim() ||
    state.place.trim() ||
    state.category ||
    state.modality ||
    state.seniority
  );
}

/** The search's criteria (what a job alert saves): the filters, blank texts left out. */
export function searchCriteria(state: JobSearchState): OfferCriteria {
  const search = state.search.trim();
  const place = state.place.trim();
  return {
    ...(search ? { search } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.modality ? { modality: state.modality } : {}),
    ...(state.seniority ? { seniority: state.seniority } : {}),
    ...(place ? { place } : {}),
  };
}
