import { describe, expect, it } from 'vitest';
import { acknowledgement, paged, record, userAnswerSchema, z } from '.';

const offer = record({ id: z.string(), title: z.string() });

describe('answer schemas', () => {
  it('refuse text that is not JSON (a proxy’s index.html)', () => {
    expect(paged(offer).safeParse('<!doctype html><html></html>').success).toBe(false);
    expect(acknowledgement.safeParse('<!doctype html>').success).toBe(false);
  });

  it('refuse a wrong shape and a missing field', () => {
    expect(
      paged(offer).safeParse({ data: 'x', page: 1, pageSize: 12, total: 0, totalPages: 0 }).success,
    ).toBe(false);
    expect(paged(offer).safeParse({ data: [], page: 1, pageSize: 12, totalPages: 0 }).success).toBe(
      false,
    );
    expect(
      paged(offer).safeParse({
        data: [{ id: 'o1' }],
        page: 1,
        pageSize: 12,
        total: 1,
        totalPages: 1,
      }).success,
    ).toBe(false);
  });

  it('keep the fields they do not name (a server may add fields)', () => {
    const parsed = paged(offer).parse({
      data: [{ id: 'o1', title: 'Analista', salary: null }],
      page: 1,
      pageSize: 12,
      total: 1,
      totalPages: 1,
      nextCursor: 'c',
    });
    expect(parsed.data[0]).toEqual({ id: 'o1', title: 'Analista', salary: null });
    expect(parsed).toHaveProperty('nextCursor', 'c');
  });

  it('take an empty answer or any JSON where the answer is not read', () => {
    expect(acknowledgement.safeParse(null).success).toBe(true);
    expect(acknowledgement.safeParse({ ok: true }).success).toBe(true);
  });

  it('read a user bare or in data, and refuse one without a name or a version', () => {
    const user = {
      id: 'u1',
      name: 'Camila',
      lastName: 'Rojas',
      email: 'c@e.com',
      avatar: null,
      roles: ['candidate'],
      companyId: null,
      version: 1,
    };
    expect(userAnswerSchema.safeParse(user).success).toBe(true);
    expect(userAnswerSchema.safeParse({ data: user }).success).toBe(true);
    expect(userAnswerSchema.safeParse({ ...user, name: undefined }).success).toBe(false);
    // The version an edit of the profile sends back (docs/api.md "Concurrent edits").
    expect(userAnswerSchema.safeParse({ ...user, version: undefined }).success).toBe(false);
  });
});
