import type { StaffJobOffer } from '../model';

/** The offer's applicants (filled in below). */
export function ApplicantsSection(_props: { offer: StaffJobOffer }) {
  return null;
}
