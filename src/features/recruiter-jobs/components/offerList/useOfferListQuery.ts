import { useSearchParams } from 'react-router';
import { useGetStaffJobOffersQuery } from '../../api';
import { offerListSearch, parseOfferListParams } from '../../listParams';
import type { StaffOfferListArgs } from '../../model';

/** The company's offers as the URL asks for them, `update` to change it and `clear` its filters. */
export function useOfferListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const args = parseOfferListParams(searchParams);
  const query = useGetStaffJobOffersQuery(args);
  const update = (change: Partial<StaffOfferListArgs>, resetPage = true) =>
    setSearchParams(offerListSearch({ ...args, ...(resetPage ? { page: 1 } : {}), ...change }));
  const clear = () => setSearchParams(new URLSearchParams());
  return { ...query, args, update, clear };
}
