import { replace, type LoaderFunctionArgs } from 'react-router';
import { loadQuery, notFound, storeFor } from '@/app/loaders';
import { jobsApi } from '@/features/jobs';
import { stagesApi } from './api';
import { decideStageRoute, stagePath, stageStatuses, workflowCurrentStage } from './rules';

/** Status and last attempt are reused for this long (seconds) before a loader asks again. */
const FRESH = { forceRefetch: 30 };

/**
 * `/app/jobs/{jobId}/workflow` (product spec §2): the candidate's view of the offer is loaded
 * first (404 → "Sin datos"); an offer without stages is the not-found screen too. With an
 * application, its progress and attempts load together (both need the offer's applicationId).
 */
export async function workflowLoader(args: LoaderFunctionArgs) {
  const store = await storeFor(args, 'candidate');
  if (!store) return null;
  const offer = await loadQuery(
    store,
    jobsApi.endpoints.getCandidateJobOffer,
    args.params.jobId ?? '',
  );
  if (!workflowCurrentStage(offer.stages)) throw notFound();
  if (offer.applicationId) {
    const id = offer.applicationId;
    await Promise.all([
      loadQuery(store, stagesApi.endpoints.getApplicationProgress, id),
      loadQuery(store, stagesApi.endpoints.getApplicationAttempts, id),
    ]);
  }
  return null;
}

/**
 * `/app/jobs/{jobId}/stages/{stageId}` (product spec §2): the offer, then (with an application)
 * its status and last attempt in parallel; the current stage is computed and a request for
 * another stage is redirected to it (replacing the history entry); an unknown stage is "Sin datos".
 */
export async function stageLoader(args: LoaderFunctionArgs) {
  const store = await storeFor(args, 'candidate');
  if (!store) return null;
  const jobId = args.params.jobId ?? '';
  const offer = await loadQuery(store, jobsApi.endpoints.getCandidateJobOffer, jobId);
  const applicationId = offer.applicationId;
  const [progress, lastAttempt] = applicationId
    ? await Promise.all([
        loadQuery(store, stagesApi.endpoints.getApplicationProgress, applicationId, FRESH),
        loadQuery(store, stagesApi.endpoints.getLastAttempt, applicationId, FRESH),
      ])
    : [null, null];
  const decision = decideStageRoute(
    stageStatuses(offer, progress),
    args.params.stageId ?? '',
    lastAttempt,
  );
  if (decision.kind === 'not-found') throw notFound();
  if (decision.kind === 'redirect') throw replace(stagePath(jobId, decision.stageId));
  return null;
}
