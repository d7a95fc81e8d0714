import { useCallback, useState } from 'react';
import { isApiError, type ApiError } from '@/app/api';
import { useSnackbar } from '@/shared/feedback';
import { useSubmitAttemptMutation } from '../api';
import type { Attempt, AttemptBody } from '../model';

export interface StageFormProps {
  jobId: string;
  applicationId: string;
  stageId: string;
  /** A 409: the server's message, shown above the fresh state (the cache refetches it). */
  onConflict: (message: string) => void;
}

export const SEND_FAILED =
  'No pudimos enviar tu respuesta. Revisa tu conexión e inténtalo de nuevo.';

const asApiError = (error: unknown): ApiError =>
  isApiError(error) ? error : { status: 0, message: SEND_FAILED };

/**
 * Sends a stage's attempt. A 409 goes to the page (the state moved: it is refetched); a 422
 * gives per-field messages; anything else a message for the form. What was typed stays.
 */
export function useStageSubmit({ jobId, applicationId, stageId, onConflict }: StageFormProps) {
  const [submit, state] = useSubmitAttemptMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [details, setDetails] = useState<Record<string, string>>({});
  const snackbar = useSnackbar();

  const send = useCallback(
    async (body: AttemptBody, sentMessage: string): Promise<Attempt | null> => {
      setFailure(null);
      setDetails({});
      try {
        const attempt = await submit({ jobOfferId: jobId, applicationId, stageId, body }).unwrap();
        snackbar(sentMessage, 'success');
        return attempt;
      } catch (raw) {
        const error = asApiError(raw);
        if (error.status === 409) onConflict(error.message);
        else {
          setDetails(error.details ?? {});
          setFailure(error.status === 0 || error.status >= 500 ? SEND_FAILED : error.message);
        }
        return null;
      }
    },
    [submit, jobId, applicationId, stageId, onConflict, snackbar],
  );

  return { send, sending: state.isLoading, failure, details };
}
