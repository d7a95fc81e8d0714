import { useSearchParams } from 'react-router';
import { useGetJobOfferApplicantsQuery } from '../../api';
import { applicantSearch, parseApplicantParams } from '../../listParams';
import type { ApplicantListArgs } from '../../model';

/** The offer's applicants as the URL asks for them, and `update` to change what it asks. */
export function useApplicantsQuery(offerId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const args = parseApplicantParams(searchParams);
  const query = useGetJobOfferApplicantsQuery({ id: offerId, ...args });
  const update = (change: Partial<ApplicantListArgs>, resetPage = true) =>
    setSearchParams(
      applicantSearch({ ...args, ...(resetPage ? { page: 1 } : {}), ...change }, searchParams),
      { replace: true, preventScrollReset: true },
    );
  return { ...query, args, update };
}
