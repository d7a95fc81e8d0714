import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/app/api';
import { storeContext } from '@/app/routerContext';
import type { AppStore } from '@/app/store';
import { sessionSettled, viewFor } from '@/features/auth';
import { jobsApi, type CandidateJobOffer } from '@/features/jobs';
import { stagesApi } from './api';
import { decideStageRoute, stagePath, stageStatuses, workflowCurrentStage } from './rules';

/** The not-found (data) screen of these routes (their error element: "Sin datos"). */
const notFound = () => data(null, { status: 404 });

/** Status and last attempt are reused for this long (seconds) before a loader asks again. */
const FRESH_SECONDS = 30;

/** A query loaded through the store; the cache keeps it for the screen after unsubscribing. */
async function load<T>(request: { unwrap: () => Promise<T>; unsubscribe: () => void }): Promise<T> {
  try {
    return await request.unwrap();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  } finally {
    request.unsubscribe();
  }
}

/** The signed-in candidate's store, or null when the /app guard will decide instead. */
async function candidateStore(context: LoaderFunctionArgs['context']): Promise<AppStore | null> {
  const store = context.get(storeContext);
  const session = await sessionSettled(store);
  if (session && (session.status !== 'signedIn' || viewFor(session.claims?.roles) !== 'candidate'))
    return null;
  return store;
}

const loadOffer = (store: AppStore, jobId: string): Promise<CandidateJobOffer> =>
  load(store.dispatch(jobsApi.endpoints.getCandidateJobOffer.initiate(jobId)));

/**
 * `/app/jobs/{jobId}/workflow` (product spec §2): the candidate's view of the offer is loaded
 * first (404 → "Sin datos"); an offer without stages is the not-found screen too. With an
 * application, its progress and attempts load together (both need the offer's applicationId).
 */
export async function workflowLoader({ params, context }: LoaderFunctionArgs) {
  const store = await candidateStore(context);
  if (!store) return null;
  const offer = await loadOffer(store, params.jobId ?? '');
  if (!workflowCurrentStage(offer.stages)) throw notFound();
  if (offer.applicationId) {
    const id = offer.applicationId;
    await Promise.all([
      load(store.dispatch(stagesApi.endpoints.getApplicationProgress.initiate(id))),
      load(store.dispatch(stagesApi.endpoints.getApplicationAttempts.initiate(id))),
    ]);
  }
  return null;
}

/**
 * `/app/jobs/{jobId}/stages/{stageId}` (product spec §2): the offer, then (with an application)
 * its status and last attempt in parallel; the current stage is computed and a request for
 * another stage is redirected to it (replacing the history entry); an unknown stage is "Sin datos".
 */
export async function stageLoader({ params, context }: LoaderFunctionArgs) {
  const store = await candidateStore(context);
  if (!store) return null;
  const jobId = params.jobId ?? '';
  const offer = await loadOffer(store, jobId);
  const applicationId = offer.applicationId;
  const [progress, lastAttempt] = applicationId
    ? await Promise.all([
        load(
          store.dispatch(
            stagesApi.endpoints.getApplicationProgress.initiate(applicationId, {
              forceRefetch: FRESH_SECONDS,
            }),
          ),
        ),
        load(
          store.dispatch(
            stagesApi.endpoints.getLastAttempt.initiate(applicationId, {
              forceRefetch: FRESH_SECONDS,
            }),
          ),
        ),
      ])
    : [null, null];
  const decision = decideStageRoute(
    stageStatuses(offer, progress),
    params.stageId ?? '',
    lastAttempt,
  );
  if (decision.kind === 'not-found') throw notFound();
  if (decision.kind === 'redirect') throw replace(stagePath(jobId, decision.stageId));
  return null;
}
