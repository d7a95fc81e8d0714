import {
  answer,
  applicantSchema,
  envelope,
  paged,
  stageDetailSchema,
  staffOfferPage,
  staffOfferSchema,
  uploadedStageFileSchema,
  type Paged,
} from '@/shared/contract';
import type { Applicant, StaffJobOffer, StaffStageDetail, UploadedStageFile } from './model';

/** The schemas of the staff offer answers (docs/api.md "JobOffer", "Stage", "Application"). */

/** `GET /job-offers/` answers `{ data: { jobOffers }, page, pageSize, total, totalPages }`. */
export const staffOfferPageAnswer = answer<
  Omit<Paged<StaffJobOffer>, 'data'> & { data: { jobOffers: StaffJobOffer[] } }
>(staffOfferPage);

export const staffOfferAnswer = answer<{ data: StaffJobOffer }>(envelope(staffOfferSchema));
export const applicantPageAnswer = answer<Paged<Applicant>>(paged(applicantSchema));
export const staffStageAnswer = answer<{ data: StaffStageDetail }>(envelope(stageDetailSchema));

/** `POST /job-offers/{id}/stage-files`: the uploaded PDF of a technical stage's task. */
export const uploadedStageFileAnswer = answer<{ data: UploadedStageFile }>(
  envelope(uploadedStageFileSchema),
);
