import { api, apiBaseUrl, invalidResponseError } from '@/app/api';
import { isFileBlob, readFileBody, saveBlob } from '@/shared/files/download';
import type {
  ApplicationProgress,
  Attempt,
  AttemptBody,
  BenderUploadArgs,
  SubmitAttemptArgs,
} from './model';
import {
  attemptAnswer,
  attemptsAnswer,
  lastAttemptAnswer,
  progressAnswer,
  savedFileAnswer,
} from './schemas';

const enc = encodeURIComponent;

/** The request of an attempt: JSON by type, multipart for a document (docs/api.md). */
function attemptRequest(body: AttemptBody): { body: unknown } {
  switch (body.type) {
    case 'questionnaire':
      return { body: { answers: body.answers } };
    case 'technical':
      return { body: { textAnswer: body.textAnswer } };
    case 'interview':
      return { body: { confirmed: true, ...(body.comment ? { comment: body.comment } : {}) } };
    case 'psychometric_bender':
      return { body: {} };
    case 'document': {
      const form = new FormData();
      form.append('file', body.file, body.file.name);
      if (body.comment) form.append('comment', body.comment);
      return { body: form };
    }
  }
}

/**
 * What changes after an attempt or a drawing: the application's status, its attempts (last
 * one included), the offer's stage statuses, and the lists that show the application.
 */
const afterSubmission = (jobOfferId: string, applicationId: string) => [
  { type: 'Application' as const, id: applicationId },
  { type: 'Application' as const, id: 'LIST' },
  { type: 'Attempt' as const, id: applicationId },
  { type: 'JobOffer' as const, id: jobOfferId },
];

/** The candidate's side of the selection stages (product spec §7, docs/api.md "Evaluations"). */
export const stagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationProgress: build.query<ApplicationProgress, string>({
      query: (applicationId) => `evaluations/applications/${enc(applicationId)}/status`,
      rawResponseSchema: progressAnswer,
      transformResponse: (answer: { data: ApplicationProgress }) => ({
        ...answer.data,
        stages: answer.data.stages ?? [],
      }),
      providesTags: (_answer, _error, applicationId) => [
        { type: 'Application', id: applicationId },
      ],
    }),
    getLastAttempt: build.query<Attempt | null, string>({
      query: (applicationId) => `evaluations/applications/${enc(applicationId)}/last-attempt`,
      rawResponseSchema: lastAttemptAnswer,
      transformResponse: (answer: { data: Attempt | null }) => answer.data ?? null,
      providesTags: (_answer, _error, applicationId) => [{ type: 'Attempt', id: applicationId }],
    }),
    /** Every attempt of the application, newest first: the results the workflow shows. */
    getApplicationAttempts: build.query<Attempt[], string>({
      query: (applicationId) => `evaluations/applications/${enc(applicationId)}/attempts`,
      rawResponseSchema: attemptsAnswer,
      transformResponse: (answer: { data: Attempt[] }) => answer.data ?? [],
      providesTags: (_answer, _error, applicationId) => [{ type: 'Attempt', id: applicationId }],
    }),
    submitAttempt: build.mutation<Attempt, SubmitAttemptArgs>({
      query: ({ applicationId, stageId, body }) => ({
        url: `evaluations/applications/${enc(applicationId)}/stages/${enc(stageId)}/attempt`,
        method: 'POST',
        ...attemptRequest(body),
      }),
      rawResponseSchema: attemptAnswer,
      transformResponse: (answer: { data: Attempt }) => answer.data,
      // A 409 means the state moved under the candidate: refetch it too.
      invalidatesTags: (_answer, error, { jobOfferId, applicationId }) =>
        !error || error.status === 409 ? afterSubmission(jobOfferId, applicationId) : [],
    }),
    /** Downloads a stage's file (its task's PDF): the call carries the session's token. */
    downloadStageFile: build.mutation<null, { url: string; fileName: string }>({
      async queryFn({ url, fileName }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: new URL(url, apiBaseUrl()).toString(),
          responseHandler: readFileBody,
        });
        if (result.error) return { error: result.error };
        if (!isFileBlob(result.data)) return { error: invalidResponseError(200) };
        saveBlob(result.data, fileName);
        return { data: null };
      },
      responseSchema: savedFileAnswer,
    }),
    uploadBenderDrawing: build.mutation<Attempt, BenderUploadArgs>({
      query: ({ attemptId, file, fileName = 'dibujo.png' }) => {
        const form = new FormData();
        form.append('stage_attempt_id', attemptId);
        form.append('file', file, fileName);
        return { url: 'psychometric-tests/bender/upload', method: 'POST', body: form };
      },
      rawResponseSchema: attemptAnswer,
      transformResponse: (answer: { data: Attempt }) => answer.data,
      invalidatesTags: (_answer, error, { jobOfferId, applicationId }) =>
        !error || error.status === 409 ? afterSubmission(jobOfferId, applicationId) : [],
    }),
  }),
});

export const {
  useGetApplicationProgressQuery,
  useGetLastAttemptQuery,
  useGetApplicationAttemptsQuery,
  useSubmitAttemptMutation,
  useUploadBenderDrawingMutation,
  useDownloadStageFileMutation,
} = stagesApi;
