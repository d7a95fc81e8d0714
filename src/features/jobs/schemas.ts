import {
  answer,
  candidateOfferSchema,
  envelope,
  paged,
  savedToggleSchema,
  type Paged,
} from '@/shared/contract';
import type { CandidateJobOffer } from './model';

/** The schemas of the candidate offer answers (docs/api.md "Candidate offer view"). */
export const offerPageAnswer = answer<Paged<CandidateJobOffer>>(paged(candidateOfferSchema));
export const offerAnswer = answer<{ data: CandidateJobOffer }>(envelope(candidateOfferSchema));
export const savedToggleAnswer = answer<{ data: { jobId: string; saved: boolean } }>(
  envelope(savedToggleSchema),
);
