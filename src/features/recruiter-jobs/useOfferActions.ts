import { useCallback } from 'react';
import { isApiError } from '@/app/api';
import { useSnackbar } from '@/shared/feedback';
import { useConfirm } from '@/shared/feedback';
import { useUpdateJobOfferMutation } from './api';
import type { OfferStatus } from '@/shared/domain';
import type { StaffJobOffer } from './model';

export type OfferAction = 'publish' | 'close' | 'republish' | 'draft';

export const OFFER_ACTION_LABELS: Record<OfferAction, string> = {
  publish: 'Publicar',
  close: 'Cerrar',
  republish: 'Volver a publicar',
  draft: 'Volver a borrador',
};

const TARGET: Record<OfferAction, OfferStatus> = {
  publish: 'published',
  close: 'closed',
  republish: 'published',
  draft: 'draft',
};

const DONE: Record<OfferAction, string> = {
  publish: 'Oferta publicada',
  close: 'Oferta cerrada',
  republish: 'Oferta publicada de nuevo',
  draft: 'La oferta volvió a borrador',
};

export interface ActionOutcome {
  done: boolean;
  /** The failure's message (e.g. the 422 "Agrega al menos una etapa…"). */
  error?: string;
  /** The failure was publishing without stages. */
  needsStages?: boolean;
}

/**
 * The status actions an offer offers, by its status. An action the API would refuse whatever
 * the user does is not offered: an offer with applications never goes back to draft (409).
 */
export function statusActions({
  status,
  applicantsCount,
}: Pick<StaffJobOffer, 'status' | 'applicantsCount'>): OfferAction[] {
  const toDraft: OfferAction[] = applicantsCount > 0 ? [] : ['draft'];
  switch (status) {
    case 'draft':
      return ['publish'];
    case 'published':
      return ['close', ...toDraft];
    case 'closed':
      return ['republish', ...toDraft];
  }
}

/** The message of a failed status change: the 422 `stages` detail when publishing without stages. */
export function statusErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'No se pudo cambiar el estado de la oferta.';
  return error.details?.stages ?? error.details?.status ?? error.message;
}

/**
 * Run a status action: publishing asks first (the default confirmation dialog), the others
 * ask when they take the offer away from candidates. Answers with a snackbar.
 */
export function useOfferActions() {
  const [update, { isLoading }] = useUpdateJobOfferMutation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();

  const run = useCallback(
    async (
      offer: Pick<StaffJobOffer, 'id' | 'title'>,
      action: OfferAction,
    ): Promise<ActionOutcome> => {
      const descriptions: Record<OfferAction, string> = {
        publish: `«${offer.title}» quedará visible para los candidatos.`,
        republish: `«${offer.title}» volverá a recibir postulaciones.`,
        close: `«${offer.title}» dejará de recibir postulaciones.`,
        draft: `«${offer.title}» dejará de estar visible para los candidatos.`,
      };
      const ok = await confirm({
        description: descriptions[action],
        destructive: action === 'close',
      });
      if (!ok) return { done: false };
      try {
        await update({ id: offer.id, body: { status: TARGET[action] } }).unwrap();
        snackbar(DONE[action], 'success');
        return { done: true };
      } catch (error) {
        const message = statusErrorMessage(error);
        snackbar(message, 'error');
        return {
          done: false,
          error: message,
          needsStages: isApiError(error) && !!error.details?.stages,
        };
      }
    },
    [confirm, snackbar, update],
  );

  return { run, isLoading };
}
