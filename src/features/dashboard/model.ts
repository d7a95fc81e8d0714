import type { OfferStatus, StageStatus } from '@/shared/domain';

/** The query of `GET /job-offers/metrics`: whole local days `from`…`to` in the time zone `tz`. */
export interface MetricsArgs {
  jobOfferId: string | null;
  from: string;
  to: string;
  tz: string;
}

/**
 * The answer of `GET /job-offers/metrics` (the company, or one offer with `jobOfferId`):
 * every figure counts what happened on the local days of `period` (docs/api.md).
 */
export interface JobOfferMetrics {
  period: { from: string; to: string; tz: string; days: number };
  offers: { total: number; draft: number; published: number; closed: number };
  applications: {
    total: number;
    inProgress: number;
    hired: number;
    rejected: number;
  };
  stageStatuses: Record<StageStatus, number>;
  pendingReviews: { total: number; automatizable: number; oldestSubmittedAt: string | null };
  attempts: { passed: number; failed: number; passRate: number | null };
  averageReviewHours: number | null;
  applicationsByCategory: { category: string; count: number }[];
  /** One entry per day of the period (local dates `YYYY-MM-DD`), oldest first. */
  applicationsByDay: { date: string; count: number }[];
  topOffers: { id: string; title: string; applicantsCount: number }[];
}

/** One offer of the company, as the dashboard's selector needs it. */
export interface OfferChoice {
  id: string;
  title: string;
  status: OfferStatus;
}
