import type { LoaderFunctionArgs } from 'react-router';
import { loadQuery, prefetchQuery, storeFor } from '@/app/loaders';
import { cvsApi } from '@/features/cvs';
import { jobsApi } from '@/features/jobs';

/**
 * `/app/candidates/job-offers/{jobOfferId}/apply`: the candidate's view of the offer is
 * loaded through the store before the screen shows (product spec §2); a 404 becomes the
 * not-found (data) screen. The CV list starts loading at the same time (no waterfall).
 */
export async function applyLoader(args: LoaderFunctionArgs) {
  const store = await storeFor(args, 'candidate');
  if (!store) return null;
  prefetchQuery(store, cvsApi.endpoints.getCvs, undefined);
  await loadQuery(store, jobsApi.endpoints.getCandidateJobOffer, args.params.jobOfferId ?? '');
  return null;
}
