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

/**
 * Tareas (the review queue) narrowed to the days of a period and, when chosen, one offer: the
 * queue's own URL parameters (`startDate`, `endDate` are local days there too).
 */
export const tasksPath = ({
  from,
  to,
  jobOfferId,
}: {
  from: string;
  to: string;
  jobOfferId: string | null;
}) => {
  const search = new URLSearchParams({ startDate: from, endDate: to });
  if (jobOfferId) search.set('jobOfferId', jobOfferId);
  return `${RECRUITER_PATHS.tasks}?${search.toString()}`;
};
