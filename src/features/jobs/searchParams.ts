import { z } from '@/shared/zod';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { MODALITIES } from './format';

// zod's JIT compiles with `new Function`, which a strict CSP forbids.

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The job search as the URL holds it (`/app/jobs/?search=&category=&modality=&page=&pageSize=`).
 * Each parameter is read on its own: a bad value falls back to its default, never throws.
 */
const schema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).catch(''),
  category: z.enum(JOB_CATEGORIES).optional().catch(undefined),
  modality: z.enum(MODALITIES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  pageSize: z.coerce
    .number()
    .refine((n): n is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
});

export interface JobSearchState {
  search: string;
  category?: (typeof JOB_CATEGORIES)[number];
  modality?: (typeof MODALITIES)[number];
  page: number;
  pageSize: number;
}

export const DEFAULT_JOB_SEARCH: JobSearchState = {
  search: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Read the state from the URL's search params (defaults for what is missing or wrong). */
export function parseJobSearch(params: URLSearchParams): JobSearchState {
  const value = (key: string) => params.get(key) ?? undefined;
  const parsed = schema.parse({
    search: value('search') ?? '',
    category: value('category'),
    modality: value('modality'),
    page: value('page') ?? 1,
    pageSize: value('pageSize') ?? DEFAULT_PAGE_SIZE,
  });
  return {
    search: parsed.search,
    page: parsed.page,
    pageSize: parsed.pageSize,
    ...(parsed.category ? { category: parsed.category } : {}),
    ...(parsed.modality ? { modality: parsed.modality } : {}),
  };
}

/** The URL's search params for a state; defaults are left out, the text is kept as typed. */
export function jobSearchParams(state: Partial<JobSearchState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search && state.search.trim()) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.modality) params.set('modality', state.modality);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.pageSize && state.pageSize !== DEFAULT_PAGE_SIZE)
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** `/app/jobs/?…` for a state (used by the feed's search box). */
export function jobSearchHref(state: Partial<JobSearchState>): string {
  const query = jobSearchParams(state).toString();
  return query ? `/app/jobs/?${query}` : '/app/jobs/';
}

/** Whether any filter narrows the search (for "Limpiar filtros"). */
export function hasFilters(state: JobSearchState): boolean {
  return !!(state.search.trim() || state.category || state.modality);
}
