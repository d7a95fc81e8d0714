import { answer, envelope, metricsSchema, record, staffOfferSchema, z } from '@/shared/contract';
import type { JobOfferMetrics, OfferChoice } from './model';

/** The schemas of the dashboard's answers (docs/api.md `GET /job-offers/metrics`). */
export const metricsAnswer = answer<{ data: JobOfferMetrics }>(envelope(metricsSchema));

/** `GET /job-offers/` answers `{ data: { jobOffers } }`: the selector reads id, title, status. */
export const offerChoicesAnswer = answer<{ data: { jobOffers: OfferChoice[] } }>(
  envelope(record({ jobOffers: z.array(staffOfferSchema) })),
);
