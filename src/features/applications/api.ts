import { api } from '@/app/api';
import { jobsApi } from '@/features/jobs';
import type { Paged } from '@/shared/contract';
import type { Application, ApplyBody } from './model';
import { applicationAnswer, applicationPageAnswer } from './schemas';

export interface ApplicationsArgs {
  page?: number;
  pageSize?: number;
}

const withDate = (application: Application): Application => ({
  ...application,
  date: application.date ?? application.createdAt,
  stages: application.stages ?? [],
});

/** Applying (`POST /job-offers/{id}/apply`) and the candidate's applications. */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyApplications: build.query<Paged<Application>, ApplicationsArgs>({
      query: ({ page = 1, pageSize = 10 }) => ({
        url: 'candidates/applications',
        params: { page, pageSize },
      }),
      rawResponseSchema: applicationPageAnswer,
      transformResponse: (answer: Paged<Application>) => ({
        ...answer,
        data: answer.data.map(withDate),
      }),
      providesTags: (answer) => [
        { type: 'Application', id: 'LIST' },
        ...(answer?.data ?? []).map((a) => ({ type: 'Application' as const, id: a.id })),
      ],
    }),
    applyToOffer: build.mutation<Application, ApplyBody>({
      query: ({ jobOfferId, cvId, coverLetter }) => ({
        url: `job-offers/${encodeURIComponent(jobOfferId)}/apply`,
        method: 'POST',
        body: { cvId, ...(coverLetter ? { coverLetter } : {}) },
      }),
      rawResponseSchema: applicationAnswer,
      transformResponse: (answer: { data: Application }) => withDate(answer.data),
      invalidatesTags: (_answer, error, { jobOfferId }) =>
        error && error.status !== 409
          ? []
          : [
              { type: 'Application', id: 'LIST' },
              { type: 'JobOffer', id: jobOfferId },
              { type: 'JobOffer', id: 'LIST' },
            ],
      async onQueryStarted({ jobOfferId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The offer's page knows at once that the candidate applied.
          dispatch(
            jobsApi.util.updateQueryData('getCandidateJobOffer', jobOfferId, (offer) => {
              offer.applicationId = data.id;
              offer.applicationStatus = data.status;
            }),
          );
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useGetMyApplicationsQuery, useApplyToOfferMutation } = applicationsApi;
