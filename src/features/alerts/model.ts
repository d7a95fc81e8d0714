import type { OfferCriteria } from '@/shared/domain';

/** A candidate's job alert (docs/api.md "Job alerts"). */
export interface JobAlert {
  id: string;
  name: string;
  criteria: OfferCriteria;
  /** Paused alerts (`false`) send nothing. */
  active: boolean;
  /** How many published offers match the criteria now. */
  matchCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `PATCH /candidates/job-alerts/{id}`: rename, pause or resume. */
export interface JobAlertChange {
  name?: string;
  active?: boolean;
}
