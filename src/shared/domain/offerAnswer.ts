/** What every view of an offer (the candidate's, the staff's) has in common as it arrives. */
export interface OfferAsSent {
  company: { id?: string; name: string };
  createdAt: string;
  date: string;
  requiredSkills: string[];
  stages: unknown[];
}

/**
 * An offer as the screens read it, whichever view: `date` from `date` or `createdAt` (product
 * spec §3), a company sent as a plain name wrapped, and missing lists empty.
 */
export function normalizeOffer<T extends OfferAsSent>(raw: T): T {
  const company =
    typeof (raw.company as unknown) === 'string'
      ? { name: raw.company as unknown as string }
      : raw.company;
  return {
    ...raw,
    company,
    date: raw.date ?? raw.createdAt,
    requiredSkills: raw.requiredSkills ?? [],
    stages: raw.stages ?? [],
  };
}
