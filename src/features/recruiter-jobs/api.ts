import { api } from '@/app/api';
import type { Paged } from '@/shared/contract';
import { normalizeOffer } from '@/shared/domain';
import type {
  Applicant,
  ApplicantListArgs,
  OfferBody,
  StaffJobOffer,
  StaffOfferListArgs,
  StaffStageDetail,
  StageInput,
  UploadedStageFile,
} from './model';
import {
  applicantPageAnswer,
  staffOfferAnswer,
  staffOfferPageAnswer,
  staffStageAnswer,
  uploadedStageFileAnswer,
} from './schemas';

function params(args: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number;
  }
  return out;
}

type OfferAnswer = { data: StaffJobOffer };
const toOffer = (answer: OfferAnswer) => normalizeOffer(answer.data);

/** The staff offer endpoints (product spec §7): list, one, create, edit, stages, applicants. */
export const recruiterJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffJobOffers: build.query<Paged<StaffJobOffer>, StaffOfferListArgs>({
      query: (args) => ({ url: 'job-offers/', params: params(args) }),
      rawResponseSchema: staffOfferPageAnswer,
      transformResponse: (
        answer: Omit<Paged<StaffJobOffer>, 'data'> & {
          data: { jobOffers: StaffJobOffer[] };
        },
      ) => ({ ...answer, data: answer.data.jobOffers.map(normalizeOffer) }),
      providesTags: (answer) => [
        { type: 'JobOffer', id: 'LIST' },
        ...(answer?.data ?? []).map((offer) => ({ type: 'JobOffer' as const, id: offer.id })),
      ],
    }),
    getStaffJobOffer: build.query<StaffJobOffer, string>({
      query: (id) => `job-offers/${encodeURIComponent(id)}`,
      rawResponseSchema: staffOfferAnswer,
      transformResponse: toOffer,
      providesTags: (_answer, _error, id) => [{ type: 'JobOffer', id }],
    }),
    createJobOffer: build.mutation<StaffJobOffer, OfferBody>({
      query: (body) => ({ url: 'job-offers', method: 'POST', body }),
      rawResponseSchema: staffOfferAnswer,
      transformResponse: toOffer,
      invalidatesTags: [{ type: 'JobOffer', id: 'LIST' }, 'Metrics'],
    }),
    updateJobOffer: build.mutation<StaffJobOffer, { id: string; body: OfferBody }>({
      query: ({ id, body }) => ({
        url: `job-offers/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      rawResponseSchema: staffOfferAnswer,
      transformResponse: toOffer,
      invalidatesTags: (_answer, error, { id }) =>
        error ? [] : [{ type: 'JobOffer', id }, { type: 'JobOffer', id: 'LIST' }, 'Metrics'],
    }),
    /** Uploads the PDF of a technical stage's task; its id goes in the stages' save. */
    uploadStageFile: build.mutation<UploadedStageFile, { offerId: string; file: File }>({
      query: ({ offerId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return {
          url: `job-offers/${encodeURIComponent(offerId)}/stage-files`,
          method: 'POST',
          body: form,
        };
      },
      rawResponseSchema: uploadedStageFileAnswer,
      transformResponse: (answer: { data: UploadedStageFile }) => answer.data,
    }),
    saveJobOfferStages: build.mutation<
      StaffJobOffer,
      { id: string; stages: StageInput[]; version?: number }
    >({
      query: ({ id, stages, version }) => ({
        url: `job-offers/${encodeURIComponent(id)}/stages`,
        method: 'PUT',
        body: { stages, version },
      }),
      rawResponseSchema: staffOfferAnswer,
      transformResponse: toOffer,
      invalidatesTags: (_answer, error, { id }) =>
        error
          ? []
          : [
              { type: 'JobOffer', id },
              { type: 'JobOffer', id: 'LIST' },
              { type: 'Applicant', id },
              'Stage',
            ],
    }),
    getJobOfferApplicants: build.query<Paged<Applicant>, { id: string } & ApplicantListArgs>({
      query: ({ id, ...args }) => ({
        url: `job-offers/${encodeURIComponent(id)}/applicants/`,
        params: params(args),
      }),
      rawResponseSchema: applicantPageAnswer,
      providesTags: (_answer, _error, { id }) => [{ type: 'Applicant', id }],
    }),
    getStage: build.query<StaffStageDetail, string>({
      query: (id) => `stages/${encodeURIComponent(id)}`,
      rawResponseSchema: staffStageAnswer,
      transformResponse: (answer: { data: StaffStageDetail }) => answer.data,
      providesTags: (_answer, _error, id) => [{ type: 'Stage', id }],
    }),
  }),
});

export const {
  useGetStaffJobOffersQuery,
  useGetStaffJobOfferQuery,
  useCreateJobOfferMutation,
  useUpdateJobOfferMutation,
  useSaveJobOfferStagesMutation,
  useUploadStageFileMutation,
  useGetJobOfferApplicantsQuery,
  useLazyGetJobOfferApplicantsQuery,
  useGetStageQuery,
} = recruiterJobsApi;
