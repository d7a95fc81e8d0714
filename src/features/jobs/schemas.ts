import {
  answer,
  companyRef,
  envelope,
  optionalText,
  paged,
  record,
  z,
  type Paged,
} from '@/shared/contract';
import type { CandidateJobOffer } from './model';

/** The schemas of the candidate offer answers (docs/api.md "Candidate offer view"). */

const candidateStage = record({
  id: z.string(),
  name: optionalText,
  type: z.string(),
  status: z.string(),
  statement: optionalText,
  statementFile: record({ id: z.string(), name: z.string(), downloadUrl: z.string() }).nullish(),
});

const skillMatch = record({
  percent: z.number(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});

/** What a card and the offer's page open: its id, title, company, skills, stages, match. */
export const candidateOfferSchema = record({
  id: z.string(),
  title: z.string(),
  company: companyRef,
  createdAt: z.string(),
  date: optionalText,
  requiredSkills: z.array(z.string()).nullish(),
  stages: z.array(candidateStage).nullish(),
  applicationId: optionalText,
  saved: z.boolean().optional(),
  match: skillMatch.optional(),
});

export const offerPageAnswer = answer<Paged<CandidateJobOffer>>(paged(candidateOfferSchema));
export const offerAnswer = answer<{ data: CandidateJobOffer }>(envelope(candidateOfferSchema));
export const savedToggleAnswer = answer<{ data: { jobId: string; saved: boolean } }>(
  envelope(record({ jobId: z.string(), saved: z.boolean() })),
);
