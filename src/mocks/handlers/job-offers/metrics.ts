/** The dashboard's metrics of a company or one of its offers (`GET /job-offers/metrics`). */
import { metricsQuery } from '../../../shared/contract';
import { db, STAGE_STATUSES, type Application, type StageStatus } from '../../db';
import { ownCompanyOffer } from '../lib/access';
import { badRequest } from '../lib/errors';
import { addDays, daysInRange, isTimeZone, localDayIn } from '../lib/localDays';
import type { UserContext } from '../lib/route';
import { readQuery } from '../lib/validation';

/** The default period: the last 30 days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
/** The longest period the metrics answer (a year, leap day included). */
const MAX_PERIOD_DAYS = 366;

/** A period of whole local days, `from` and `to` included, in the time zone `tz`. */
export interface MetricsPeriod {
  from: string;
  to: string;
  tz: string;
}

/** The period a metrics query asks for (400 with details when it cannot be one). */
export function metricsPeriod(query: { from?: string; to?: string; tz?: string }): MetricsPeriod {
  const tz = query.tz ?? 'UTC';
  if (!isTimeZone(tz)) {
    throw badRequest('Parámetros de consulta inválidos', {
      tz: 'Zona horaria desconocida (nombre IANA, p. ej. America/Santiago)',
    });
  }
  if (!query.from !== !query.to) {
    const missing = query.from ? 'to' : 'from';
    throw badRequest('Parámetros de consulta inválidos', {
      [missing]: 'Indica «from» y «to» juntos',
    });
  }
  if (!query.from || !query.to) {
    const to = localDayIn(tz)(Date.now());
    return { from: addDays(to, 1 - DEFAULT_PERIOD_DAYS), to, tz };
  }
  const days = daysInRange(query.from, query.to);
  if (days < 1) {
    throw badRequest('Parámetros de consulta inválidos', {
      to: 'Debe ser igual o posterior a «from»',
    });
  }
  if (days > MAX_PERIOD_DAYS) {
    throw badRequest('Parámetros de consulta inválidos', {
      to: `El periodo no puede superar ${MAX_PERIOD_DAYS} días`,
    });
  }
  return { from: query.from, to: query.to, tz };
}

/**
 * Dashboard metrics of a company (or one offer) over a period of local days, in one pass over
 * each table. Every figure counts what happened in the period, by its local day in `tz`:
 * applications by `createdAt` (their statuses, stages, categories, offers and days), pending
 * reviews by `submittedAt` (the queue filtered by the same days), decisions by `reviewedAt`,
 * offers open at some moment of the period (closed ones by `closedAt`, drafts by `createdAt`).
 */
export function computeMetrics(
  companyId: string,
  jobOfferId: string | undefined,
  period: MetricsPeriod,
) {
  const offers = jobOfferId
    ? [db.jobOffers.get(jobOfferId)!]
    : db.jobOffers.where('companyId', companyId);
  const offerById = new Map(offers.map((o) => [o.id, o]));
  const dayOf = localDayIn(period.tz);
  const inPeriod = (instant: string | null | undefined): boolean => {
    if (!instant) return false;
    const day = dayOf(instant);
    return day >= period.from && day <= period.to;
  };
  const notAfter = (instant: string | null | undefined) =>
    Boolean(instant) && dayOf(instant!) <= period.to;
  const notBefore = (instant: string | null | undefined) =>
    !instant || dayOf(instant) >= period.from;

  const offersByStatus = { draft: 0, published: 0, closed: 0 };
  for (const offer of offers) {
    if (offer.status === 'draft') {
      if (inPeriod(offer.createdAt)) offersByStatus.draft += 1;
      continue;
    }
    // Open at some moment of the period: published by its end, not closed before its start.
    if (notAfter(offer.publishedAt) && notBefore(offer.closedAt)) offersByStatus.published += 1;
    if (offer.status === 'closed' && inPeriod(offer.closedAt)) offersByStatus.closed += 1;
  }

  const byDay = new Map<string, number>();
  const days = daysInRange(period.from, period.to);
  for (let d = 0; d < days; d += 1) byDay.set(addDays(period.from, d), 0);

  const applications: Application[] = (
    jobOfferId
      ? db.applications.where('jobOfferId', jobOfferId)
      : db.applications.where('companyId', companyId)
  ).filter((app) => byDay.has(dayOf(app.createdAt)));
  const byStatus = { in_progress: 0, hired: 0, rejected: 0, withdrawn: 0 };
  const stageStatuses = Object.fromEntries(STAGE_STATUSES.map((s) => [s, 0])) as Record<
    StageStatus,
    number
  >;
  const byCategory = new Map<string, number>();
  const applicantsByOffer = new Map<string, number>();
  for (const app of applications) {
    byStatus[app.status] += 1;
    for (const stage of app.stages) stageStatuses[stage.status] += 1;
    const category = offerById.get(app.jobOfferId)!.category;
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    applicantsByOffer.set(app.jobOfferId, (applicantsByOffer.get(app.jobOfferId) ?? 0) + 1);
    const day = dayOf(app.createdAt);
    byDay.set(day, byDay.get(day)! + 1);
  }

  let passed = 0;
  let failed = 0;
  let pending = 0;
  let pendingAutomatizable = 0;
  let oldestPending: string | null = null;
  let reviewedCount = 0;
  let reviewMs = 0;
  for (const attempt of db.attempts.where('companyId', companyId)) {
    if (jobOfferId && attempt.jobOfferId !== jobOfferId) continue;
    if (attempt.status === 'reviewing') {
      if (!inPeriod(attempt.submittedAt)) continue;
      pending += 1;
      if (attempt.automatizable) pendingAutomatizable += 1;
      if (oldestPending === null || attempt.submittedAt < oldestPending)
        oldestPending = attempt.submittedAt;
      continue;
    }
    if (!inPeriod(attempt.reviewedAt)) continue;
    if (attempt.status === 'passed') passed += 1;
    else failed += 1;
    if (attempt.reviewedAt && attempt.reviewedBy) {
      reviewedCount += 1;
      reviewMs += Date.parse(attempt.reviewedAt) - Date.parse(attempt.submittedAt);
    }
  }

  return {
    period: { ...period, days },
    offers: { total: offersByStatus.draft + offersByStatus.published, ...offersByStatus },
    applications: {
      total: applications.length,
      inProgress: byStatus.in_progress,
      hired: byStatus.hired,
      rejected: byStatus.rejected,
    },
    stageStatuses,
    pendingReviews: {
      total: pending,
      automatizable: pendingAutomatizable,
      oldestSubmittedAt: oldestPending,
    },
    attempts: {
      passed,
      failed,
      passRate: passed + failed ? Math.round((passed / (passed + failed)) * 100) : null,
    },
    averageReviewHours: reviewedCount
      ? Math.round((reviewMs / reviewedCount / 3_600_000) * 10) / 10
      : null,
    applicationsByCategory: [...byCategory]
      .map(([category, total]) => ({ category, count: total }))
      .sort((a, b) => b.count - a.count),
    applicationsByDay: [...byDay].map(([date, total]) => ({ date, count: total })),
    topOffers: [...applicantsByOffer]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id, total]) => ({ id, title: offerById.get(id)!.title, applicantsCount: total })),
  };
}

/**
 * Metrics are derived data: computed once per version of the tables they read, per period
 * (and per minute, since "today" moves), like a real server's materialised view.
 */
const metricsCache = new Map<string, ReturnType<typeof computeMetrics>>();
function cachedMetrics(companyId: string, jobOfferId: string | undefined, period: MetricsPeriod) {
  const key = [
    companyId,
    jobOfferId ?? '',
    period.from,
    period.to,
    period.tz,
    db.jobOffers.version,
    db.applications.version,
    db.attempts.version,
    Math.floor(Date.now() / 60_000),
  ].join('|');
  let metrics = metricsCache.get(key);
  if (!metrics) {
    if (metricsCache.size > 50) metricsCache.clear();
    metrics = computeMetrics(companyId, jobOfferId, period);
    metricsCache.set(key, metrics);
  }
  return metrics;
}

export function offerMetrics({ url, user }: UserContext) {
  const query = readQuery(url, metricsQuery);
  if (query.jobOfferId) ownCompanyOffer(user, query.jobOfferId);
  return { data: cachedMetrics(user.companyId!, query.jobOfferId, metricsPeriod(query)) };
}
