import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectClaims } from '@/features/auth';
import type { Cv } from '@/features/cvs';
import { useSnackbar } from '@/shared/feedback';
import { isString, useDraft } from '@/shared/forms/drafts';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useApplyToOfferMutation } from '../api';
import { workflowPath } from '../paths';
import { APPLY_MESSAGES, COVER_LETTER_MAX } from '../model';

/**
 * The application to an offer: the chosen CV (the newest until the candidate picks one),
 * the cover letter (a draft until sent), their errors for the summary, and the send, which
 * leads to the offer's workflow. A 409 is the offer already applied to, or closed.
 */
export function useApplyForm(
  jobId: string,
  cvs: Cv[] | undefined,
  onConflict: (kind: 'already_applied' | 'offer_closed') => void,
) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [apply, { isLoading: sending }] = useApplyToOfferMutation();
  const [cvId, setCvId] = useState<string | null>(null);
  const userId = useAppSelector(selectClaims)?.appUserId ?? 'anon';
  // The letter survives a reload (and a failed send) until the application is sent.
  const [coverLetter, setCoverLetter, clearLetter] = useDraft(
    `talentia:apply-draft:${userId}:${jobId}`,
    '',
    isString,
  );
  const [cvError, setCvError] = useState<string | null>(null);
  /** Failed submits, for the error summary (it takes the focus after each). */
  const [attempt, setAttempt] = useState(0);

  // The newest CV is chosen until the candidate picks one (or the chosen one disappears).
  const chosen = cvs?.some((cv) => cv.id === cvId) ? cvId : (cvs?.[0]?.id ?? null);
  const letterTooLong = coverLetter.trim().length > COVER_LETTER_MAX;

  const submission = useFormSubmission({
    fallback: 'No se pudo enviar la postulación. Inténtalo de nuevo.',
    onConflict: (error) => {
      onConflict(
        error.code === 'offer_closed' || /no recibe postulaciones/i.test(error.message)
          ? 'offer_closed'
          : 'already_applied',
      );
      return true;
    },
    onDetails: (details) => {
      if (details.cvId) {
        setCvError(details.cvId);
        setAttempt((n) => n + 1);
      }
      return details.coverLetter ? [details.coverLetter] : [];
    },
    // The CV's own message is in the summary; the letter's, or the server's, at the form.
    describe: (error, unplaced) =>
      unplaced[0] ??
      (error.details?.cvId ? null : `No se pudo enviar la postulación: ${error.message}`),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    submission.clear();
    if (!chosen || letterTooLong) {
      if (!chosen) setCvError(APPLY_MESSAGES.chooseCv);
      setAttempt((n) => n + 1);
      return;
    }
    setCvError(null);
    const sent = await submission.run(() =>
      apply({
        jobOfferId: jobId,
        cvId: chosen,
        coverLetter: coverLetter.trim() || undefined,
      }).unwrap(),
    );
    if (!sent.ok) return;
    clearLetter();
    snackbar(APPLY_MESSAGES.sent, 'success');
    navigate(workflowPath(jobId));
  };

  const summary = [
    ...(cvError ? [{ name: 'cv', label: 'CV', message: cvError }] : []),
    ...(letterTooLong
      ? [
          {
            name: 'coverLetter',
            label: 'Carta de presentación',
            message: APPLY_MESSAGES.coverLetterTooLong,
          },
        ]
      : []),
  ];

  /** The candidate picks a CV (or one just uploaded is picked for them). */
  const choose = (id: string) => {
    setCvId(id);
    setCvError(null);
  };

  return {
    chosen,
    choose,
    cvError,
    coverLetter,
    setCoverLetter,
    letterTooLong,
    sending,
    submit,
    summary,
    attempt,
    failureAlert: submission.failureAlert,
  };
}
