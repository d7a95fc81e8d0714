import { api } from '@/app/api';
import type { JobOfferMetrics, MetricsArgs, OfferChoice } from './model';
import { metricsAnswer, offerChoicesAnswer } from './schemas';

/** The dashboard is refreshed when it is opened again after this many seconds. */
export const METRICS_STALE_SECONDS = 30;

/** Largest page the API allows: the selector lists the company's offers in one call. */
const OFFER_CHOICES_PAGE_SIZE = 100;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /job-offers/metrics`, for the whole company or one offer, over a period. */
    getDashboardMetrics: build.query<JobOfferMetrics, MetricsArgs>({
      query: ({ jobOfferId, from, to, tz }) => ({
        url: 'job-offers/metrics',
        params: { ...(jobOfferId ? { jobOfferId } : {}), from, to, tz },
      }),
      rawResponseSchema: metricsAnswer,
      transformResponse: (answer: { data: JobOfferMetrics }) => answer.data,
      providesTags: (_answer, _error, { jobOfferId }) => [
        { type: 'Metrics', id: jobOfferId ?? 'COMPANY' },
      ],
    }),
    /** The company's offers for the selector (`GET /job-offers/`, newest first). */
    getDashboardOfferChoices: build.query<OfferChoice[], void>({
      query: () => ({
        url: 'job-offers/',
        params: { pageSize: OFFER_CHOICES_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
      }),
      rawResponseSchema: offerChoicesAnswer,
      transformResponse: (answer: { data: { jobOffers: OfferChoice[] } }) =>
        answer.data.jobOffers.map(({ id, title, status }) => ({ id, title, status })),
      providesTags: [{ type: 'JobOffer', id: 'LIST' }],
    }),
  }),
});

export const { useGetDashboardMetricsQuery, useGetDashboardOfferChoicesQuery } = dashboardApi;
