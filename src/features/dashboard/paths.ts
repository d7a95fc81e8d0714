/** The search parameter of the dashboard holding the chosen offer. */
export const OFFER_PARAM = 'jobOfferId';

/** Recruiter screens the dashboard links to (their features own them; linked by URL only). */
export const RECRUITER_PATHS = {
  newOffer: '/app/recruiter/jobs/new',
  offers: '/app/recruiter/jobs/',
  tasks: '/app/recruiter/candidates',
} as const;

/** An offer's page. */
export const offerPath = (id: string) => `/app/recruiter/jobs/${encodeURIComponent(id)}`;
