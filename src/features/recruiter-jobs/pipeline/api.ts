import { api } from '@/app/api';
import { answer, candidateHistorySchema, envelope, pipelineSchema } from '@/shared/contract';
import type { CandidateHistory, PipelineApplication } from './model';

/** An offer's board and a candidate's history (docs/api.md "Pipeline and candidate history"). */
export const pipelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobOfferPipeline: build.query<PipelineApplication[], string>({
      query: (id) => `job-offers/${encodeURIComponent(id)}/pipeline`,
      rawResponseSchema: answer<{ data: PipelineApplication[] }>(pipelineSchema),
      transformResponse: (body: { data: PipelineApplication[] }) => body.data,
      // A decision on an attempt invalidates `Applicant`: the board moves with the list.
      providesTags: (_answer, _error, id) => [{ type: 'Applicant', id }],
    }),
    getCandidateHistory: build.query<CandidateHistory, string>({
      query: (id) => `recruiters/candidates/${encodeURIComponent(id)}/history`,
      rawResponseSchema: answer<{ data: CandidateHistory }>(envelope(candidateHistorySchema)),
      transformResponse: (body: { data: CandidateHistory }) => body.data,
      providesTags: ['Applicant'],
    }),
  }),
});

export const { useGetJobOfferPipelineQuery, useGetCandidateHistoryQuery } = pipelineApi;
