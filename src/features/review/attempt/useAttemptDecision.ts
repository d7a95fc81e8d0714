import { useRef, useState } from 'react';
import { useConfirm, useSnackbar } from '@/shared/feedback';
import type { Decision } from '@/shared/domain';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useDecideAttemptMutation } from '../api';
import type { ReviewAttempt } from '../model';
import { candidateFullName, parseScore } from '../rules';
import { ALREADY_DECIDED } from './texts';

/**
 * The decision on an attempt: its score and comments as typed, and `submit`, which confirms,
 * saves and then calls `then` (where to go next). A decision taken meanwhile closes the form.
 */
export function useAttemptDecision(attempt: ReviewAttempt) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [decide, decision] = useDecideAttemptMutation();
  const [scoreText, setScoreText] = useState('');
  const [feedback, setFeedback] = useState('');
  const [conflict, setConflict] = useState(false);
  const scoreRef = useRef<HTMLInputElement>(null);
  const score = parseScore(scoreText);
  const open = attempt.status === 'reviewing' && !conflict;
  // Typed feedback or a score is never dropped by a shortcut (J/K/V) or a link without asking.
  const typed = open && (feedback.trim() !== '' || scoreText.trim() !== '');
  const { allowNextNavigation } = useUnsavedChangesGuard(typed && !decision.isLoading);
  // A short form beside the submission, always in view: its failure is a snackbar.
  const submission = useFormSubmission({
    fallback: 'No se pudo guardar',
    display: 'snackbar',
    onConflict: () => {
      setConflict(true);
      snackbar(ALREADY_DECIDED, 'warning');
      return true;
    },
  });

  const submit = async (status: Decision, then: () => void) => {
    if (!open || decision.isLoading) return;
    if (score.error) {
      scoreRef.current?.focus();
      return;
    }
    const verb = status === 'passed' ? 'aprobará' : 'rechazará';
    const ok = await confirm({
      description: `Se ${verb} el intento de ${candidateFullName(attempt)} en «${attempt.stageName}». El candidato recibirá una notificación.`,
      destructive: status === 'failed',
    });
    if (!ok) return;
    const decided = await submission.run(() =>
      decide({
        attempt,
        body: { status, score: score.value, feedback: feedback.trim() || null },
      }).unwrap(),
    );
    if (!decided.ok) return;
    snackbar(status === 'passed' ? 'Intento aprobado' : 'Intento rechazado', 'success');
    allowNextNavigation();
    then();
  };

  return {
    open,
    busy: decision.isLoading,
    scoreText,
    setScoreText,
    scoreError: score.error,
    scoreRef,
    feedback,
    setFeedback,
    submit,
  };
}
