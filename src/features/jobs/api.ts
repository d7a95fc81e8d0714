import { api } from '@/app/api';
import type { CandidateJobOffer, OfferListArgs, Paged } from './model';

/** Each item gets `date` from `createdAt` or `date` (product spec §3); a company name string is wrapped. */
export function normalizeOffer(raw: CandidateJobOffer): CandidateJobOffer {
  const company =
    typeof (raw.company as unknown) === 'string'
      ? { name: raw.company as unknown as string }
      : raw.company;
  return {
    ...raw,
    company,
    date: raw.date ?? raw.createdAt,
    requiredSkills: raw.requiredSkills ?? [],
    stages: raw.stages ?? [],
  };
}

function listParams(args: OfferListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return params;
}

const toPaged = (answer: Paged<CandidateJobOffer>): Paged<CandidateJobOffer> => ({
  ...answer,
  data: answer.data.map(normalizeOffer),
});

/** The candidate's offer endpoints (product spec §7). */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCandidateJobOffers: build.query<Paged<CandidateJobOffer>, OfferListArgs>({
      query: (args) => ({ url: 'candidates/job-offers', params: listParams(args) }),
      transformResponse: toPaged,
      providesTags: (answer) => [
        { type: 'JobOffer', id: 'LIST' },
        ...(answer?.data ?? []).map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
      ],
    }),
    getCandidateJobOffer: build.query<CandidateJobOffer, string>({
      query: (id) => `candidates/job-offers/${encodeURIComponent(id)}`,
      transformResponse: (answer: { data: CandidateJobOffer }) => normalizeOffer(answer.data),
      providesTags: (_answer, _error, id) => [{ type: 'JobOffer', id }],
    }),
    getSavedJobOffers: build.query<Paged<CandidateJobOffer>, OfferListArgs>({
      query: (args) => ({ url: 'candidates/saved-job-offers', params: listParams(args) }),
      transformResponse: toPaged,
      providesTags: (answer) => [
        { type: 'SavedJobOffer', id: 'LIST' },
        ...(answer?.data ?? []).map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
      ],
    }),
    toggleSavedJobOffer: build.mutation<{ jobId: string; saved: boolean }, string>({
      query: (jobId) => ({ url: 'candidates/saved-job-offers', method: 'PATCH', body: { jobId } }),
      transformResponse: (answer: { data: { jobId: string; saved: boolean } }) => answer.data,
      invalidatesTags: [{ type: 'SavedJobOffer', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCandidateJobOffersQuery,
  useGetCandidateJobOfferQuery,
  useGetSavedJobOffersQuery,
  useToggleSavedJobOfferMutation,
} = jobsApi;
