// @vitest-environment node
import { ANDES_DIGITAL_ID, db, ensureDatabase } from '../db';
import { addDays, localDayIn } from './lib/localDays';
import { call, tokenFor } from './test-utils';

/** `GET /job-offers/metrics`: every figure over one period of local days (docs/api.md). */
let valentina: string;
beforeAll(async () => {
  await ensureDatabase();
  valentina = await tokenFor('valentina');
});

const sum = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);
const metrics = async (query = '') => {
  const res = await call('GET', `/job-offers/metrics${query}`, { token: valentina });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /job-offers/metrics', () => {
  it('counts the last 30 local days by default (UTC without tz), every figure alike', async () => {
    const m = await metrics();
    const today = localDayIn('UTC')(Date.now());
    const from = addDays(today, -29);
    expect(m.period).toEqual({ from, to: today, tz: 'UTC', days: 30 });
    const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
    const within = (iso: string | null) => day(iso) >= from && day(iso) <= today;
    const apps = db.applications
      .where('companyId', ANDES_DIGITAL_ID)
      .filter((a) => within(a.createdAt));
    expect(apps.length).toBeGreaterThan(0);
    expect(m.applications.total).toBe(apps.length);
    expect(m.applications).not.toHaveProperty('last30Days');
    expect(m.applications.hired).toBe(apps.filter((a) => a.status === 'hired').length);
    expect(m.applicationsByDay).toHaveLength(30);
    expect(m.applicationsByDay[0].date).toBe(from);
    expect(m.applicationsByDay.at(-1).date).toBe(today);
    // One number, wherever it shows: the days, the categories, the funnel's stages.
    expect(sum(m.applicationsByDay)).toBe(apps.length);
    expect(sum(m.applicationsByCategory)).toBe(apps.length);
    expect(m.stageStatuses.reviewing).toBe(
      apps.flatMap((a) => a.stages).filter((s) => s.status === 'reviewing').length,
    );
    const attempts = db.attempts.where('companyId', ANDES_DIGITAL_ID);
    expect(m.pendingReviews.total).toBe(
      attempts.filter((a) => a.status === 'reviewing' && within(a.submittedAt)).length,
    );
    expect(m.attempts.passed).toBe(
      attempts.filter((a) => a.status === 'passed' && within(a.reviewedAt)).length,
    );
    const offers = db.jobOffers.where('companyId', ANDES_DIGITAL_ID);
    expect(m.offers.closed).toBe(
      offers.filter((o) => o.status === 'closed' && within(o.closedAt)).length,
    );
    expect(m.offers.total).toBe(m.offers.draft + m.offers.published);
    expect(m.topOffers.length).toBeGreaterThan(0);
    expect(
      (await call('GET', '/job-offers/metrics', { token: await tokenFor('camila') })).status,
    ).toBe(403);
  });

  it("pending reviews are the queue's attempts sent on the same days", async () => {
    const m = await metrics('?from=2020-01-01&to=2020-12-31&tz=UTC');
    expect(m.applicationsByDay).toHaveLength(366);
    const last = await metrics();
    const queue = await call(
      'GET',
      `/recruiters/stage-attempts/to-review?startDate=${last.period.from}&endDate=${last.period.to}`,
      { token: valentina },
    );
    expect(queue.body.total).toBe(last.pendingReviews.total);
  });

  it("counts an application on the local day of the time zone asked for, not on UTC's", async () => {
    const app = db.applications.where('companyId', ANDES_DIGITAL_ID)[0]!;
    const before = app.createdAt;
    // 23:30 on 15 January in Santiago (UTC−3 in summer) is already the 16th in UTC.
    await db.applications.update(app.id, (draft) => {
      draft.createdAt = '2020-01-16T02:30:00.000Z';
    });
    try {
      const one = (query: string) => metrics(`?jobOfferId=${app.jobOfferId}&${query}`);
      const santiago = await one('from=2020-01-15&to=2020-01-15&tz=America/Santiago');
      expect(santiago.applications.total).toBe(1);
      expect(santiago.applicationsByDay).toEqual([{ date: '2020-01-15', count: 1 }]);
      expect(santiago.period).toEqual({
        from: '2020-01-15',
        to: '2020-01-15',
        tz: 'America/Santiago',
        days: 1,
      });
      expect((await one('from=2020-01-15&to=2020-01-15&tz=UTC')).applications.total).toBe(0);
      expect((await one('from=2020-01-16&to=2020-01-16&tz=UTC')).applications.total).toBe(1);
      // India is UTC+05:30: 08:00 there on the 16th.
      expect((await one('from=2020-01-16&to=2020-01-16&tz=Asia/Kolkata')).applications.total).toBe(
        1,
      );
    } finally {
      await db.applications.update(app.id, (draft) => {
        draft.createdAt = before;
      });
    }
  });

  it('refuses a period it cannot count, with the field to fix', async () => {
    const bad = async (query: string) => {
      const res = await call('GET', `/job-offers/metrics?${query}`, { token: valentina });
      expect(res.status).toBe(400);
      return res.body.details;
    };
    expect(await bad('tz=Marte/Olympus')).toHaveProperty('tz');
    expect(await bad('from=2026-11-01')).toHaveProperty('to');
    expect(await bad('to=2026-11-01')).toHaveProperty('from');
    expect(await bad('from=2026-11-10&to=2026-11-01')).toHaveProperty('to');
    expect(await bad('from=2024-01-01&to=2025-12-31')).toHaveProperty('to');
    expect(await bad('from=2026-02-30&to=2026-03-01')).toHaveProperty('from');
  });
});

describe('local days', () => {
  it('names the local day of an instant, across a change of offset', () => {
    const santiago = localDayIn('America/Santiago');
    expect(santiago('2026-11-04T02:59:00Z')).toBe('2026-11-03');
    expect(santiago('2026-11-04T03:00:00Z')).toBe('2026-11-04');
    // Winter (UTC−4): midnight is at 04:00 UTC.
    expect(santiago('2026-07-04T03:59:00Z')).toBe('2026-07-03');
    expect(santiago('2026-07-04T04:00:00Z')).toBe('2026-07-04');
    expect(localDayIn('Asia/Kathmandu')('2026-11-03T18:14:59Z')).toBe('2026-11-03');
    expect(localDayIn('Asia/Kathmandu')('2026-11-03T18:15:00Z')).toBe('2026-11-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
