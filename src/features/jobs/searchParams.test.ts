import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_SEARCH,
  hasFilters,
  jobSearchHref,
  jobSearchParams,
  parseJobSearch,
  searchCriteria,
} from './searchParams';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('job search params', () => {
  it('reads every parameter', () => {
    expect(
      parse(
        'search=Diseñador%20UI&category=Dise%C3%B1o&modality=remoto&seniority=senior&place=Madrid&page=3&pageSize=24',
      ),
    ).toEqual({
      search: 'Diseñador UI',
      category: 'Diseño',
      modality: 'remoto',
      seniority: 'senior',
      place: 'Madrid',
      page: 3,
      pageSize: 24,
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_JOB_SEARCH);
  });

  it('falls back to the default for each bad value, never throws', () => {
    expect(
      parse('category=Astronom%C3%ADa&modality=teletrabajo&page=-2&pageSize=13&search=ok'),
    ).toEqual({ search: 'ok', place: '', page: 1, pageSize: 12 });
    expect(parse(`seniority=experto&place=${'a'.repeat(101)}`)).toEqual(DEFAULT_JOB_SEARCH);
    expect(parse('page=abc&pageSize=1e9')).toEqual(DEFAULT_JOB_SEARCH);
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse(`search=${'a'.repeat(101)}`)).toMatchObject({ search: '' });
    expect(parse(`search=${'a'.repeat(100)}`).search).toHaveLength(100);
    expect(parse('page=10001&pageSize=')).toEqual(DEFAULT_JOB_SEARCH);
    expect(parse('page=10000&pageSize=%2048%20')).toMatchObject({ page: 10_000, pageSize: 48 });
    expect(parse('category=dise%C3%B1o&modality=Remoto')).toEqual(DEFAULT_JOB_SEARCH);
  });

  it('keeps the text as typed (case, accents, inner spaces)', () => {
    const typed = '  Ingeniero  DE Datos ';
    expect(parse(jobSearchParams({ search: typed }).toString()).search).toBe(typed);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(jobSearchParams(DEFAULT_JOB_SEARCH).toString()).toBe('');
    const state = {
      search: 'react',
      place: 'Lima',
      category: 'Tecnología' as const,
      seniority: 'junior' as const,
      page: 2,
      pageSize: 48,
    };
    expect(parse(jobSearchParams(state).toString())).toEqual(state);
    expect(jobSearchHref({ search: 'react' })).toBe('/app/jobs/?search=react');
    expect(jobSearchHref({ search: '   ' })).toBe('/app/jobs/');
  });

  it('knows when filters narrow the search', () => {
    expect(hasFilters(DEFAULT_JOB_SEARCH)).toBe(false);
    expect(hasFilters({ ...DEFAULT_JOB_SEARCH, page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_JOB_SEARCH, modality: 'remoto' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_JOB_SEARCH, seniority: 'lead' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_JOB_SEARCH, place: ' Quito ' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_JOB_SEARCH, place: '  ' })).toBe(false);
  });

  it('gives the criteria a job alert saves: the filters, blank texts left out, texts trimmed', () => {
    expect(searchCriteria(DEFAULT_JOB_SEARCH)).toEqual({});
    expect(
      searchCriteria({
        ...DEFAULT_JOB_SEARCH,
        search: ' Diseñador ',
        place: '  ',
        modality: 'remoto',
        seniority: 'senior',
        page: 4,
      }),
    ).toEqual({ search: 'Diseñador', modality: 'remoto', seniority: 'senior' });
  });
});
