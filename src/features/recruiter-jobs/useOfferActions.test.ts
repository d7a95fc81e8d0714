import { describe, expect, it } from 'vitest';
import { statusActions } from './useOfferActions';

describe('statusActions', () => {
  it('offers the changes each status allows', () => {
    expect(statusActions({ status: 'draft', applicantsCount: 0 })).toEqual(['publish']);
    expect(statusActions({ status: 'published', applicantsCount: 0 })).toEqual(['close', 'draft']);
    expect(statusActions({ status: 'closed', applicantsCount: 0 })).toEqual(['republish', 'draft']);
  });

  it('never offers what can only fail: an offer with applications does not go back to draft', () => {
    expect(statusActions({ status: 'published', applicantsCount: 3 })).toEqual(['close']);
    expect(statusActions({ status: 'closed', applicantsCount: 1 })).toEqual(['republish']);
  });
});
