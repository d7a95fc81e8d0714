import { answer, envelope, record, z } from '@/shared/contract';
import type { JobOfferMetrics, OfferChoice } from './model';

/** The schemas of the dashboard's answers (docs/api.md `GET /job-offers/metrics`). */
const counts = record({});
const metricsSchema = record({
  period: record({ from: z.string(), to: z.string(), tz: z.string() }),
  offers: record({ total: z.number() }),
  applications: record({ total: z.number() }),
  stageStatuses: counts,
  pendingReviews: record({ total: z.number() }),
  attempts: record({ passed: z.number(), failed: z.number() }),
  averageReviewHours: z.number().nullable(),
  applicationsByCategory: z.array(record({ category: z.string(), count: z.number() })),
  applicationsByDay: z.array(record({ date: z.string(), count: z.number() })),
  topOffers: z.array(record({ id: z.string(), title: z.string() })),
});

export const metricsAnswer = answer<{ data: JobOfferMetrics }>(envelope(metricsSchema));

/** `GET /job-offers/` answers `{ data: { jobOffers } }`: the selector reads id, title, status. */
export const offerChoicesAnswer = answer<{ data: { jobOffers: OfferChoice[] } }>(
  envelope(
    record({
      jobOffers: z.array(record({ id: z.string(), title: z.string(), status: z.string() })),
    }),
  ),
);
