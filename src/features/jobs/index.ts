/** Public face of the jobs feature: the candidate's offers (search, feed, favourites). */
export {
  jobsApi,
  normalizeOffer,
  useGetCandidateJobOfferQuery,
  useGetCandidateJobOffersQuery,
  useGetSavedJobOffersQuery,
  useToggleSavedJobOfferMutation,
} from './api';
export type * from './model';
