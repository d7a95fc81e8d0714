import { api } from '@/app/api';
import type { Paged } from '@/shared/contract';
import { normalizeOffer } from '@/shared/domain';
import type { CandidateJobOffer, OfferListArgs } from './model';
import { offerAnswer, offerPageAnswer, savedToggleAnswer } from './schemas';

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

/** The feed's page size (DESIGN.md §3: 12 offers a page). */
export const FEED_PAGE_SIZE = 12;

/** What the feed asks for: best match first, or newest first for a profile without skills. */
export interface FeedArgs {
  sortBy: 'match' | 'date';
}

type OfferPatch = (offer: CandidateJobOffer) => void;

function patchOffers(offers: CandidateJobOffer[], jobId: string, patch: OfferPatch): void {
  for (const offer of offers) if (offer.id === jobId) patch(offer);
}

/** The candidate's offer endpoints (product spec §7). */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCandidateJobOffers: build.query<Paged<CandidateJobOffer>, OfferListArgs>({
      query: (args) => ({ url: 'candidates/job-offers', params: listParams(args) }),
      rawResponseSchema: offerPageAnswer,
      transformResponse: toPaged,
      providesTags: (answer) => [
        { type: 'JobOffer', id: 'LIST' },
        ...(answer?.data ?? []).map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
      ],
    }),
    /** The feed: pages of 12 appended one after the other ("Ver más ofertas"). */
    getFeed: build.infiniteQuery<Paged<CandidateJobOffer>, FeedArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'candidates/job-offers',
        params: { sortBy: queryArg.sortBy, page: pageParam, pageSize: FEED_PAGE_SIZE },
      }),
      rawResponseSchema: offerPageAnswer,
      transformResponse: toPaged,
      providesTags: (answer) => [
        { type: 'JobOffer', id: 'LIST' },
        ...(answer?.pages ?? []).flatMap((page) =>
          page.data.map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
        ),
      ],
    }),
    getCandidateJobOffer: build.query<CandidateJobOffer, string>({
      query: (id) => `candidates/job-offers/${encodeURIComponent(id)}`,
      rawResponseSchema: offerAnswer,
      transformResponse: (answer: { data: CandidateJobOffer }) => normalizeOffer(answer.data),
      providesTags: (_answer, _error, id) => [{ type: 'JobOffer', id }],
    }),
    getSavedJobOffers: build.query<Paged<CandidateJobOffer>, OfferListArgs>({
      query: (args) => ({ url: 'candidates/saved-job-offers', params: listParams(args) }),
      rawResponseSchema: offerPageAnswer,
      transformResponse: toPaged,
      providesTags: (answer) => [
        { type: 'SavedJobOffer', id: 'LIST' },
        ...(answer?.data ?? []).map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
      ],
    }),
    /**
     * Saves or un-saves an offer. Optimistic: every cached list and offer that holds it
     * changes at once (an un-saved offer leaves the favourites lists), and goes back as it
     * was if the server fails.
     */
    toggleSavedJobOffer: build.mutation<{ jobId: string; saved: boolean }, string>({
      query: (jobId) => ({ url: 'candidates/saved-job-offers', method: 'PATCH', body: { jobId } }),
      rawResponseSchema: savedToggleAnswer,
      transformResponse: (answer: { data: { jobId: string; saved: boolean } }) => answer.data,
      invalidatesTags: [{ type: 'SavedJobOffer', id: 'LIST' }],
      async onQueryStarted(jobId, { dispatch, getState, queryFulfilled }) {
        const cached = jobsApi.util.selectInvalidatedBy(getState(), [
          { type: 'JobOffer', id: jobId },
        ]);
        const current = findCachedOffer(getState(), cached, jobId);
        if (!current) return;
        const saved = !current.saved;
        const setSaved: OfferPatch = (offer) => {
          offer.saved = saved;
        };
        const undo: Array<{ undo: () => void }> = [];
        for (const { endpointName, originalArgs } of cached) {
          if (endpointName === 'getCandidateJobOffers') {
            undo.push(
              dispatch(
                jobsApi.util.updateQueryData(endpointName, originalArgs as OfferListArgs, (draft) =>
                  patchOffers(draft.data, jobId, setSaved),
                ),
              ),
            );
          } else if (endpointName === 'getFeed') {
            undo.push(
              dispatch(
                jobsApi.util.updateQueryData(endpointName, originalArgs as FeedArgs, (draft) => {
                  for (const page of draft.pages) patchOffers(page.data, jobId, setSaved);
                }),
              ),
            );
          } else if (endpointName === 'getCandidateJobOffer') {
            undo.push(
              dispatch(
                jobsApi.util.updateQueryData(endpointName, originalArgs as string, setSaved),
              ),
            );
          } else if (endpointName === 'getSavedJobOffers') {
            undo.push(
              dispatch(
                jobsApi.util.updateQueryData(
                  endpointName,
                  originalArgs as OfferListArgs,
                  (draft) => {
                    if (saved) return patchOffers(draft.data, jobId, setSaved);
                    const before = draft.data.length;
                    draft.data = draft.data.filter((offer) => offer.id !== jobId);
                    draft.total = Math.max(0, draft.total - (before - draft.data.length));
                  },
                ),
              ),
            );
          }
        }
        try {
          await queryFulfilled;
        } catch {
          for (const patch of undo.reverse()) patch.undo();
        }
      },
    }),
  }),
});

type JobsState = Parameters<typeof jobsApi.util.selectInvalidatedBy>[0];

/** The offer as one of the cached queries holds it (to know whether it is saved now). */
function findCachedOffer(
  state: JobsState,
  cached: ReturnType<typeof jobsApi.util.selectInvalidatedBy>,
  jobId: string,
): CandidateJobOffer | undefined {
  for (const { endpointName, originalArgs } of cached) {
    let offers: CandidateJobOffer[] = [];
    if (endpointName === 'getCandidateJobOffers' || endpointName === 'getSavedJobOffers') {
      offers =
        jobsApi.endpoints[endpointName].select(originalArgs as OfferListArgs)(state).data?.data ??
        [];
    } else if (endpointName === 'getFeed') {
      offers = (
        jobsApi.endpoints.getFeed.select(originalArgs as FeedArgs)(state).data?.pages ?? []
      ).flatMap((page) => page.data);
    } else if (endpointName === 'getCandidateJobOffer') {
      const offer = jobsApi.endpoints.getCandidateJobOffer.select(originalArgs as string)(
        state,
      ).data;
      offers = offer ? [offer] : [];
    }
    const found = offers.find((offer) => offer.id === jobId);
    if (found) return found;
  }
  return undefined;
}

export const {
  useGetCandidateJobOffersQuery,
  useGetCandidateJobOfferQuery,
  useGetFeedInfiniteQuery,
  useGetSavedJobOffersQuery,
  useToggleSavedJobOfferMutation,
} = jobsApi;
