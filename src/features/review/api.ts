import { api, apiBaseUrl, invalidResponseError } from '@/app/api';
import type { Paged } from '@/shared/contract';
import { isFileBlob as isFile, readFileBody as readFile, saveBlob } from '@/shared/files/download';
import type {
  BulkRejectBody,
  BulkReviewResult,
  DecisionBody,
  QueueOffer,
  ReviewAttempt,
  ReviewStage,
} from './model';
import type { QueueQuery } from './queueParams';
import {
  attemptAnswer,
  bulkAnswer,
  imageUrlAnswer,
  queueAnswer,
  queueOffersAnswer,
  reviewStageAnswer,
  savedFileAnswer,
} from './schemas';

/** A file link of the API (`/api/v1/...`) as an absolute URL on the API's origin. */
export function apiFileUrl(downloadUrl: string): string {
  return new URL(downloadUrl, apiBaseUrl()).toString();
}

export interface DecideArgs {
  attempt: Pick<ReviewAttempt, 'id' | 'applicationId' | 'jobOffer'>;
  body: DecisionBody;
}

/** What a decision changes besides the attempt: the queue, the metrics, the offer's applicants. */
const decisionTags = (attempt: DecideArgs['attempt']) => [
  { type: 'Attempt' as const, id: attempt.id },
  { type: 'Attempt' as const, id: 'LIST' },
  { type: 'Application' as const, id: attempt.applicationId },
  'Metrics' as const,
  'Applicant' as const,
];

/** Largest page the API allows: the offer filter lists the company's offers in one call. */
const QUEUE_OFFERS_PAGE_SIZE = 100;

/** What a bulk decision changes: the attempts, the queue, the metrics, the applicants. */
const bulkTags = (attemptIds: string[]) => [
  { type: 'Attempt' as const, id: 'LIST' },
  ...attemptIds.map((id) => ({ type: 'Attempt' as const, id })),
  'Metrics' as const,
  'Applicant' as const,
  'Application' as const,
];

/** The recruiter review endpoints (spec §7, docs/api.md "Recruiter review"). */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<Paged<ReviewAttempt>, QueueQuery>({
      query: (params) => ({ url: 'recruiters/stage-attempts/to-review', params }),
      rawResponseSchema: queueAnswer,
      providesTags: (answer) => [
        { type: 'Attempt', id: 'LIST' },
        ...(answer?.data ?? []).map((a) => ({ type: 'Attempt' as const, id: a.id })),
      ],
    }),
    getReviewAttempt: build.query<ReviewAttempt, string>({
      query: (id) => `recruiters/stage-attempts/${encodeURIComponent(id)}`,
      rawResponseSchema: attemptAnswer,
      transformResponse: (answer: { data: ReviewAttempt }) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'Attempt', id }],
    }),
    getReviewStage: build.query<ReviewStage, string>({
      query: (id) => `stages/${encodeURIComponent(id)}`,
      rawResponseSchema: reviewStageAnswer,
      transformResponse: (answer: { data: ReviewStage }) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'Stage', id }],
    }),
    decideAttempt: build.mutation<ReviewAttempt, DecideArgs>({
      query: ({ attempt, body }) => ({
        url: `recruiters/stage-attempts/${encodeURIComponent(attempt.id)}`,
        method: 'PATCH',
        body,
      }),
      rawResponseSchema: attemptAnswer,
      transformResponse: (answer: { data: ReviewAttempt }) => answer.data,
      // Also after a 409 ("ya fue evaluado"): the attempt and the queue are stale then.
      invalidatesTags: (_answer, _error, { attempt }) => decisionTags(attempt),
    }),
    /** Confirms the proposals (no `status`): the rows leave every cached queue page at once. */
    bulkReviewAttempts: build.mutation<BulkReviewResult, { attemptIds: string[] }>({
      query: (body) => ({ url: 'recruiters/stage-attempts/bulk-review', method: 'POST', body }),
      rawResponseSchema: bulkAnswer,
      transformResponse: (answer: { data: BulkReviewResult }) => answer.data,
      onQueryStarted: ({ attemptIds }, lifecycle) => leaveQueue(attemptIds, lifecycle),
      invalidatesTags: (_answer, _error, { attemptIds }) => bulkTags(attemptIds),
    }),
    /** Rejects the attempts with one reason the candidates read (one request). */
    bulkRejectAttempts: build.mutation<BulkReviewResult, BulkRejectBody>({
      query: (body) => ({ url: 'recruiters/stage-attempts/bulk-reject', method: 'POST', body }),
      rawResponseSchema: bulkAnswer,
      transformResponse: (answer: { data: BulkReviewResult }) => answer.data,
      onQueryStarted: ({ attemptIds }, lifecycle) => leaveQueue(attemptIds, lifecycle),
      invalidatesTags: (_answer, _error, { attemptIds }) => bulkTags(attemptIds),
    }),
    /** The company's offers for the queue's "Oferta" filter (`GET /job-offers/`, newest first). */
    getQueueOffers: build.query<QueueOffer[], void>({
      query: () => ({
        url: 'job-offers/',
        params: { pageSize: QUEUE_OFFERS_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
      }),
      rawResponseSchema: queueOffersAnswer,
      transformResponse: (answer: { data: { jobOffers: QueueOffer[] } }) =>
        answer.data.jobOffers.map(({ id, title, status }) => ({ id, title, status })),
      providesTags: [{ type: 'JobOffer', id: 'LIST' }],
    }),
    /** Downloads an attempt's file or a CV (they need the bearer token, so no plain link). */
    downloadReviewFile: build.mutation<null, { url: string; fileName: string }>({
      async queryFn({ url, fileName }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: apiFileUrl(url), responseHandler: readFile });
        if (result.error) return { error: result.error };
        if (!isFile(result.data)) return { error: invalidResponseError(200) };
        saveBlob(result.data, fileName);
        return { data: null };
      },
      responseSchema: savedFileAnswer,
    }),
    /** An object URL of a protected image (the Bender drawing); the caller revokes it. */
    loadReviewImage: build.mutation<string, string>({
      async queryFn(url, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: apiFileUrl(url), responseHandler: readFile });
        if (result.error) return { error: result.error };
        if (!isFile(result.data)) return { error: invalidResponseError(200) };
        return { data: URL.createObjectURL(result.data) };
      },
      responseSchema: imageUrlAnswer,
    }),
  }),
});

/**
 * Decided rows leave every cached queue page at once (put back if the call fails): a bulk
 * decision's rows are gone from the screen before the answer arrives.
 */
async function leaveQueue(
  attemptIds: string[],
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<unknown>;
  },
) {
  const ids = new Set(attemptIds);
  const patches = reviewApi.util
    .selectCachedArgsForQuery(getState() as never, 'getReviewQueue')
    .map(
      (args) =>
        dispatch(
          reviewApi.util.updateQueryData('getReviewQueue', args, (draft) => {
            const before = draft.data.length;
            draft.data = draft.data.filter((a) => !ids.has(a.id));
            draft.total -= before - draft.data.length;
          }),
        ) as { undo: () => void },
    );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const {
  useGetReviewQueueQuery,
  useGetReviewAttemptQuery,
  useGetReviewStageQuery,
  useDecideAttemptMutation,
  useBulkReviewAttemptsMutation,
  useBulkRejectAttemptsMutation,
  useGetQueueOffersQuery,
  useDownloadReviewFileMutation,
  useLoadReviewImageMutation,
} = reviewApi;
