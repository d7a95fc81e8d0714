import {
  answer,
  applicationStage,
  companyRef,
  envelope,
  optionalText,
  paged,
  record,
  z,
  type Paged,
} from '@/shared/contract';
import type { Applicant, StaffJobOffer, StaffStageDetail, UploadedStageFile } from './model';

/** The schemas of the staff offer answers (docs/api.md "JobOffer", "Stage", "Application"). */
const questionSchema = record({
  id: z.string(),
  text: z.string(),
  options: z.array(record({ id: z.string(), text: z.string() })),
});

const staffStageSchema = record({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  questions: z.array(questionSchema).nullish(),
  statement: optionalText,
  statementFile: record({ id: z.string(), name: z.string(), downloadUrl: z.string() }).nullish(),
});

const staffOfferSchema = record({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  company: companyRef,
  createdAt: z.string(),
  date: optionalText,
  requiredSkills: z.array(z.string()).nullish(),
  stages: z.array(staffStageSchema).nullish(),
  version: z.number().int(),
});

/** `GET /job-offers/` answers `{ data: { jobOffers }, page, pageSize, total, totalPages }`. */
export const staffOfferPageAnswer = answer<
  Omit<Paged<StaffJobOffer>, 'data'> & { data: { jobOffers: StaffJobOffer[] } }
>(
  record({
    data: record({ jobOffers: z.array(staffOfferSchema) }),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
);

export const staffOfferAnswer = answer<{ data: StaffJobOffer }>(envelope(staffOfferSchema));

const applicantSchema = record({
  id: z.string(),
  status: z.string(),
  candidate: record({ id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
  currentStage: applicationStage.nullable(),
  stages: z.array(applicationStage),
  createdAt: z.string(),
});

export const applicantPageAnswer = answer<Paged<Applicant>>(paged(applicantSchema));

export const staffStageAnswer = answer<{ data: StaffStageDetail }>(
  envelope(staffStageSchema.extend({ jobOfferId: z.string() })),
);

/** `POST /job-offers/{id}/stage-files`: the uploaded PDF of a technical stage's task. */
export const uploadedStageFileAnswer = answer<{ data: UploadedStageFile }>(
  envelope(record({ id: z.string(), name: z.string(), size: z.number() })),
);
