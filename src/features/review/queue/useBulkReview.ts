import { useCallback, useMemo, useState } from 'react';
import { useConfirm, useSnackbar } from '@/shared/feedback';
import { useBulkReviewAttemptsMutation } from '../api';
import type { BulkReviewResult, ReviewAttempt } from '../model';
import { candidateFullName } from '../rules';

/**
 * The attempts selected on the page shown, and what is done with them at once: their proposals
 * confirmed, or rejected (through the dialog), then summarised.
 */
export function useBulkReview(rows: readonly ReviewAttempt[]) {
  const [bulkReview, bulk] = useBulkReviewAttemptsMutation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<{
    kind: 'confirm' | 'reject';
    result: BulkReviewResult;
  } | null>(null);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  // Only what this page shows stays selected.
  const visibleSelected = useMemo(
    () => new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.id)),
    [rows, selected],
  );
  const onToggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const onToggleAutomatizable = () => {
    const automatizable = rows.filter((r: ReviewAttempt) => r.automatizable).map((r) => r.id);
    const all = automatizable.every((id) => visibleSelected.has(id));
    setSelected(all ? new Set() : new Set([...visibleSelected, ...automatizable]));
  };
  /** How the summary names each selected attempt (the rows leave the queue meanwhile). */
  const rememberNames = () =>
    setNames(
      new Map(
        rows
          .filter((r) => visibleSelected.has(r.id))
          .map((r) => [r.id, `${candidateFullName(r)} · ${r.stageName}`]),
      ),
    );
  const startRejecting = () => {
    rememberNames();
    setRejecting([...visibleSelected]);
  };

  const confirmProposals = async () => {
    const attemptIds = [...visibleSelected];
    const ok = await confirm({
      description:
        attemptIds.length === 1
          ? 'Se confirmará la propuesta de la plataforma para 1 intento.'
          : `Se confirmará la propuesta de la plataforma para ${attemptIds.length} intentos.`,
    });
    if (!ok) return;
    rememberNames();
    try {
      const result = await bulkReview({ attemptIds }).unwrap();
      setSelected(new Set());
      setSummary({ kind: 'confirm', result });
    } catch (failure) {
      const message = (failure as { message?: string }).message;
      snackbar(`No se pudieron confirmar las propuestas. ${message ?? ''}`.trim(), 'error');
    }
  };
  const rejected = (result: BulkReviewResult) => {
    setRejecting(null);
    setSelected(new Set());
    setSummary({ kind: 'reject', result });
  };

  return {
    visibleSelected,
    clearSelection: () => setSelected(new Set()),
    onToggle,
    onToggleAutomatizable,
    busy: bulk.isLoading,
    confirmProposals,
    startRejecting,
    rejecting,
    stopRejecting: () => setRejecting(null),
    rejected,
    summary,
    closeSummary: () => setSummary(null),
    describe: (id: string) => names.get(id) ?? id,
  };
}
