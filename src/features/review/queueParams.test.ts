import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_PARAMS,
  dateParam,
  hasFilters,
  isCompleteDate,
  parseQueueParams,
  queueSearch,
  toApiQuery,
  withoutFilters,
} from './queueParams';

const parse = (search: string) => parseQueueParams(new URLSearchParams(search));

describe('queue search params', () => {
  it('defaults: page 1 of 10, oldest first, no filters; defaults stay out of the URL', () => {
    expect(parse('')).toEqual(DEFAULT_QUEUE_PARAMS);
    expect(queueSearch(DEFAULT_QUEUE_PARAMS)).toBe('');
  });

  it('reads every parameter and writes it back the same', () => {
    const search =
      '?search=react&candidateName=camila&jobOfferId=o-42&stageType=technical&automatizable=false&startDate=2026-11-01&endDate=2026-11-20&sortBy=candidateName&sortOrder=desc&page=3&pageSize=50';
    const params = parse(search);
    expect(params).toEqual({
      search: 'react',
      candidateName: 'camila',
      jobOfferId: 'o-42',
      stageType: 'technical',
      automatizable: false,
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      sortBy: 'candidateName',
      sortOrder: 'desc',
      page: 3,
      pageSize: 50,
    });
    expect(queueSearch(params)).toBe(search);
  });

  it('the offer is a filter like the others: combinable, cleared with them, sent to the API', () => {
    const params = parse('jobOfferId=o-42&stageType=interview&sortBy=candidateName&page=2');
    expect(params.jobOfferId).toBe('o-42');
    expect(hasFilters(parse('jobOfferId=o-42'))).toBe(true);
    expect(parse('jobOfferId=%20%20').jobOfferId).toBeNull();
    expect(toApiQuery(params)).toMatchObject({ jobOfferId: 'o-42', stageType: 'interview' });
    expect(toApiQuery(parse(''))).not.toHaveProperty('jobOfferId');
    // Removing the offer keeps the other filters; clearing them all removes it too.
    expect(queueSearch({ ...params, jobOfferId: null, page: 1 })).toBe(
      '?stageType=interview&sortBy=candidateName',
    );
    expect(queueSearch(withoutFilters(params))).toBe('?sortBy=candidateName');
  });

  it('booleans: only "true" and "false" count', () => {
    expect(parse('automatizable=true').automatizable).toBe(true);
    expect(parse('automatizable=false').automatizable).toBe(false);
    expect(parse('automatizable=si').automatizable).toBeNull();
  });

  it('enums and numbers out of their lists fall back to the defaults', () => {
    expect(parse('stageType=quiz&sortBy=salary&sortOrder=up&pageSize=20&page=-1&page=x')).toEqual(
      DEFAULT_QUEUE_PARAMS,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('pageSize=25').pageSize).toBe(25);
  });

  it('dates: only complete, real calendar dates within 1900–2100', () => {
    expect(parse('startDate=2026-02-30&endDate=0202-11-01')).toMatchObject({
      startDate: null,
      endDate: null,
    });
    expect(parse('startDate=2026-2-3').startDate).toBeNull();
    expect(parse('startDate=2024-02-29').startDate).toBe('2024-02-29');
    expect(isCompleteDate('2026-11-20')).toBe(true);
    expect(isCompleteDate('0002-11-20')).toBe(false);
    expect(isCompleteDate('2026-13-01')).toBe(false);
  });

  it('a year typed digit by digit is not committed', () => {
    expect(dateParam({ year: 2, month: 11, day: 20 })).toBeNull();
    expect(dateParam({ year: 20, month: 11, day: 20 })).toBeNull();
    expect(dateParam({ year: 202, month: 11, day: 20 })).toBeNull();
    expect(dateParam({ year: 2026, month: 11, day: 20 })).toBe('2026-11-20');
    expect(dateParam({ year: Number.NaN, month: 1, day: 1 })).toBeNull();
  });

  it('filters on or off; clearing keeps sorting and page size and goes to page 1', () => {
    const params = parse('search=x&sortBy=jobOfferTitle&page=4&pageSize=25');
    expect(hasFilters(params)).toBe(true);
    expect(hasFilters(parse('sortBy=jobOfferTitle&page=2'))).toBe(false);
    expect(withoutFilters(params)).toEqual({
      ...DEFAULT_QUEUE_PARAMS,
      sortBy: 'jobOfferTitle',
      pageSize: 25,
    });
  });

  it("the API query: local days sent as ISO instants, 'Hasta' inclusive", () => {
    const query = toApiQuery(parse('startDate=2026-11-01&endDate=2026-11-20&automatizable=true'));
    expect(query).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'submittedAt',
      sortOrder: 'asc',
      automatizable: true,
      startDate: new Date(2026, 10, 1, 0, 0, 0, 0).toISOString(),
      endDate: new Date(2026, 10, 20, 23, 59, 59, 999).toISOString(),
    });
    expect(toApiQuery(DEFAULT_QUEUE_PARAMS)).not.toHaveProperty('search');
  });
});
