import { api } from '@/app/api';
import type { OfferCriteria } from '@/shared/domain';
import type { JobAlert, JobAlertChange } from './model';
import { alertAnswer, alertDeletedAnswer, alertListAnswer } from './schemas';

const LIST = { type: 'JobAlert' as const, id: 'LIST' };
const path = (id: string) => `candidates/job-alerts/${encodeURIComponent(id)}`;

/** The candidate's job alerts (docs/api.md "Job alerts"). */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobAlerts: build.query<JobAlert[], void>({
      query: () => 'candidates/job-alerts',
      rawResponseSchema: alertListAnswer,
      transformResponse: (answer: { data: JobAlert[] }) => answer.data,
      providesTags: [LIST],
    }),
    createJobAlert: build.mutation<JobAlert, { name: string; criteria: OfferCriteria }>({
      query: (body) => ({ url: 'candidates/job-alerts', method: 'POST', body }),
      rawResponseSchema: alertAnswer,
      transformResponse: (answer: { data: JobAlert }) => answer.data,
      invalidatesTags: [LIST],
    }),
    /** Rename, pause or resume: the list shows the answer at once, then is read again. */
    updateJobAlert: build.mutation<JobAlert, { id: string; change: JobAlertChange }>({
      query: ({ id, change }) => ({ url: path(id), method: 'PATCH', body: change }),
      rawResponseSchema: alertAnswer,
      transformResponse: (answer: { data: JobAlert }) => answer.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            alertsApi.util.updateQueryData('getJobAlerts', undefined, (draft) => {
              const index = draft.findIndex((alert) => alert.id === data.id);
              if (index >= 0) draft[index] = data;
            }),
          );
        } catch {
          // The caller shows the failure; the list stays as the server last said.
        }
      },
      invalidatesTags: [LIST],
    }),
    deleteJobAlert: build.mutation<null, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      rawResponseSchema: alertDeletedAnswer,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetJobAlertsQuery,
  useCreateJobAlertMutation,
  useUpdateJobAlertMutation,
  useDeleteJobAlertMutation,
} = alertsApi;
