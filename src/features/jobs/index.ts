/** Public face of the jobs feature: the candidate's offers (search, feed, favourites). */
export {
  jobsApi,
  FEED_PAGE_SIZE,
  useGetCandidateJobOfferQuery,
  useGetCandidateJobOffersQuery,
  useGetFeedInfiniteQuery,
  useGetSavedJobOffersQuery,
  useToggleSavedJobOfferMutation,
} from './api';
export type { CandidateJobOffer, CandidateStage, OfferListArgs } from './model';
/** The offer card every candidate screen reuses, and its pieces. */
export { JobOfferCard, type JobOfferCardProps } from './components/JobOfferCard';
export { FavoriteToggle } from './components/FavoriteToggle';
export { SkillMatchView } from './components/SkillMatchView';
export { useFavoriteToggle } from './components/useFavoriteToggle';
export { matchDisplay, offerPath, publishedLabel } from './format';
export { jobSearchHref } from './searchParams';
