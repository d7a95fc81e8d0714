import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetCandidateJobOfferQuery } from '@/features/jobs';
import { useGetApplicationAttemptsQuery, useGetApplicationProgressQuery } from './api';
import { stageStatuses } from './rules';

/**
 * What both screens read (loaded by their route loaders first): the candidate's offer, and
 * with an application its progress and attempts. `stages` are in order, each with this
 * candidate's status (the application's when known).
 */
export function useStageData(jobId: string) {
  const offerQuery = useGetCandidateJobOfferQuery(jobId);
  const offer = offerQuery.data;
  const applicationId = offer?.applicationId ?? null;
  const progressQuery = useGetApplicationProgressQuery(applicationId ?? skipToken);
  const attemptsQuery = useGetApplicationAttemptsQuery(applicationId ?? skipToken);
  const progress = applicationId ? (progressQuery.data ?? null) : null;
  const stages = useMemo(() => (offer ? stageStatuses(offer, progress) : []), [offer, progress]);
  return {
    offer,
    offerQuery,
    applicationId,
    progress,
    attempts: attemptsQuery.data ?? [],
    stages,
    loading: offerQuery.isLoading || (!!applicationId && progressQuery.isLoading),
  };
}
