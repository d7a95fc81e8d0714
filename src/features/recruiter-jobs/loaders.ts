import type { LoaderFunctionArgs } from 'react-router';
import { loadQuery, storeFor } from '@/app/loaders';
import { recruiterJobsApi } from './api';

/**
 * `/app/recruiter/jobs/{jobId}` and its stages (product spec §2): the staff view of the offer
 * is loaded before the page shows; a missing offer is the not-found screen ("Sin datos"), an
 * offer of another company (403) "Acceso denegado".
 */
export async function staffOfferLoader(args: LoaderFunctionArgs) {
  const store = await storeFor(args, 'recruiter');
  if (store)
    await loadQuery(store, recruiterJobsApi.endpoints.getStaffJobOffer, args.params.jobId ?? '');
  return null;
}
