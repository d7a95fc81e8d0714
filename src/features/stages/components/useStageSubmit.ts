import { useCallback, useState } from 'react';
import { useSnackbar } from '@/shared/feedback';
import { useFormSubmission, type SubmissionError } from '@/shared/forms/useFormSubmission';
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

/** A stage's failure in words: the server's own for a refusal, ours for a fault. */
export const stageFailureText = (error: SubmissionError, fallback: string) =>
  error.status === 0 || error.status >= 500 ? fallback : error.message;

/**
 * Sends a stage's attempt through the shared form submission. A 409 goes to the page (the
 * state moved: it is refetched); a 422 gives per-field messages; anything else a message at
 * the form, scrolled into view and focused. What was typed stays.
 */
export function useStageSubmit({ jobId, applicationId, stageId, onConflict }: StageFormProps) {
  const [submit, state] = useSubmitAttemptMutation();
  const [details, setDetails] = useState<Record<string, string>>({});
  const snackbar = useSnackbar();
  const submission = useFormSubmission({
    fallback: SEND_FAILED,
    onConflict: (error) => {
      onConflict(error.message);
      return true;
    },
    onDetails: (next) => {
      setDetails(next);
      return [];
    },
    describe: (error) => stageFailureText(error, SEND_FAILED),
  });
  const { run } = submission;

  const send = useCallback(
    async (body: AttemptBody, sentMessage: string): Promise<Attempt | null> => {
      setDetails({});
      const sent = await run(() =>
        submit({ jobOfferId: jobId, applicationId, stageId, body }).unwrap(),
      );
      if (!sent.ok) return null;
      snackbar(sentMessage, 'success');
      return sent.value;
    },
    [run, submit, jobId, applicationId, stageId, snackbar],
  );

  return {
    send,
    sending: state.isLoading,
    failure: submission.failure,
    failureAlert: submission.failureAlert,
    details,
  };
}
