/** The bodies of the offer routes, and the refusals they share with the stage routes. */
import { createOfferBody, patchOfferBody } from '../../../shared/contract';
import { unprocessable } from '../lib/errors';

export { createOfferBody as createBody, patchOfferBody as patchBody };

export const OFFER_CHANGED = 'Esta oferta cambió mientras la editabas';

export const publishWithoutStages = () =>
  unprocessable(
    { stages: 'Agrega al menos una etapa antes de publicar la oferta' },
    'La oferta no se puede publicar',
  );
