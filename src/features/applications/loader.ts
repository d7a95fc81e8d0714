import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/app/api';
import { storeContext } from '@/app/routerContext';
import { sessionSettled, viewFor } from '@/features/auth';
import { cvsApi } from '@/features/cvs';
import { jobsApi } from '@/features/jobs';

/**
 * `/app/candidates/job-offers/{jobOfferId}/apply`: the candidate's view of the offer is
 * loaded through the store before the screen shows (product spec §2); a 404 becomes the
 * not-found (data) screen. The CV list starts loading at the same time (no waterfall).
 * A visitor who is not a signed-in candidate loads nothing: the /app guard decides.
 */
export async function applyLoader({ params, context }: LoaderFunctionArgs) {
  const id = params.jobOfferId ?? '';
  const session = await sessionSettled(context.get(storeContext));
  if (session && (session.status !== 'signedIn' || viewFor(session.claims?.roles) !== 'candidate'))
    return null;
  const store = context.get(storeContext);
  const cvs = store.dispatch(cvsApi.endpoints.getCvs.initiate());
  void cvs.then(() => cvs.unsubscribe());
  const offer = store.dispatch(jobsApi.endpoints.getCandidateJobOffer.initiate(id));
  try {
    await offer.unwrap();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  } finally {
    offer.unsubscribe();
  }
  return null;
}
