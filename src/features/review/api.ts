import { api, apiBaseUrl, invalidResponseError } from '@/app/api';
import { isFileBlob as isFile, readFileBody as readFile, saveBlob } from '@/shared/files/download';
import type { BulkReviewResult, DecisionBody, Paged, ReviewAttempt, ReviewStage } from './model';
import type { QueueQuery } from './queueParams';
import {
  attemptAnswer,
  bulkAnswer,
  imageUrlAnswer,
  queueAnswer,
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
      async onQueryStarted({ attemptIds }, { dispatch, getState, queryFulfilled }) {
        const ids = new Set(attemptIds);
        const patches = reviewApi.util
          .selectCachedArgsForQuery(getState(), 'getReviewQueue')
          .map((args) =>
            dispatch(
              reviewApi.util.updateQueryData('getReviewQueue', args, (draft) => {
                const before = draft.data.length;
                draft.data = draft.data.filter((a) => !ids.has(a.id));
                draft.total -= before - draft.data.length;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_answer, _error, { attemptIds }) => [
        { type: 'Attempt', id: 'LIST' },
        ...attemptIds.map((id) => ({ type: 'Attempt' as const, id })),
        'Metrics',
        'Applicant',
        'Application',
      ],
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

export const {
  useGetReviewQueueQuery,
  useGetReviewAttemptQuery,
  useGetReviewStageQuery,
  useDecideAttemptMutation,
  useBulkReviewAttemptsMutation,
  useDownloadReviewFileMutation,
  useLoadReviewImageMutation,
} = reviewApi;
