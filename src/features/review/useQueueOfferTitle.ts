import { useGetQueueOffersQuery } from './api';

/**
 * The title of the offer the queue is narrowed to: from the company's offers (asked for at
 * once when an offer is in the URL), else from a row of the queue; until then a placeholder.
 */
export function useQueueOfferTitle(jobOfferId: string | null, fromRows?: string): string | null {
  const offers = useGetQueueOffersQuery(undefined, { skip: !jobOfferId });
  if (!jobOfferId) return null;
  const found = offers.data?.find((offer) => offer.id === jobOfferId)?.title ?? fromRows;
  if (found) return found;
  return offers.isLoading || offers.isUninitialized ? 'Cargando oferta…' : 'Oferta seleccionada';
}
