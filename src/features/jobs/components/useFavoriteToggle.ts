import { useCallback } from 'react';
import { useSnackbar } from '@/shared/feedback';
import { useToggleSavedJobOfferMutation } from '../api';
import type { CandidateJobOffer } from '../model';

export const TOGGLE_FAILED_MESSAGE = 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.';

/**
 * Save or un-save an offer. The change shows at once (optimistic, in `api.ts`); when the
 * server fails it is undone and a snackbar says so. Resolves to the new state, or null.
 */
export function useFavoriteToggle() {
  const [toggle] = useToggleSavedJobOfferMutation();
  const notify = useSnackbar();
  return useCallback(
    async (offer: Pick<CandidateJobOffer, 'id'>): Promise<boolean | null> => {
      try {
        const answer = await toggle(offer.id).unwrap();
        return answer.saved;
      } catch {
        notify(TOGGLE_FAILED_MESSAGE, 'error');
        return null;
      }
    },
    [toggle, notify],
  );
}
