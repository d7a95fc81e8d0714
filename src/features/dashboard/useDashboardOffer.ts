import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetDashboardOfferChoicesQuery } from './api';
import type { OfferChoice } from './model';
import { OFFER_PARAM } from './paths';

const ALL_OFFERS: OfferChoice = { id: '', title: 'Todas las ofertas', status: 'published' };

/** The offer the dashboard is about (in the URL), its selector's offers, and `selectOffer`. */
export function useDashboardOffer() {
  const [params, setParams] = useSearchParams();
  const jobOfferId = params.get(OFFER_PARAM) || null;
  // The selector's offers (up to 100, the largest call of the page) are asked for when the
  // selector is about to be used (focus, pointer, open) or an offer is selected, not with the
  // figures: on a phone they would delay the first screen (issue 15).
  const [choicesWanted, setChoicesWanted] = useState(false);
  const wantChoices = () => setChoicesWanted(true);
  const choices = useGetDashboardOfferChoicesQuery(undefined, {
    skip: !choicesWanted && !jobOfferId,
  });
  const choicesLoading = choices.isLoading || (choices.isUninitialized && choicesWanted);
  const options = useMemo(() => [ALL_OFFERS, ...(choices.data ?? [])], [choices.data]);
  const selected = jobOfferId
    ? (options.find((option) => option.id === jobOfferId) ?? {
        id: jobOfferId,
        title:
          choices.isLoading || choices.isUninitialized ? 'Cargando oferta…' : 'Oferta seleccionada',
        status: 'published' as const,
      })
    : ALL_OFFERS;

  const selectOffer = (offer: OfferChoice | null) => {
    const next = new URLSearchParams(params);
    if (offer?.id) next.set(OFFER_PARAM, offer.id);
    else next.delete(OFFER_PARAM);
    setParams(next);
  };

  return { jobOfferId, options, selected, choicesLoading, wantChoices, selectOffer };
}
