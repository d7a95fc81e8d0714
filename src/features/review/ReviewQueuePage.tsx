import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { useConfirm } from '@/shared/feedback';
import { pageItemLabel } from '@/shared/text/pagination';
import { useBulkReviewAttemptsMutation, useGetReviewQueueQuery } from './api';
import { BulkRejectDialog } from './components/BulkRejectDialog';
import { BulkSummaryDialog } from './components/BulkSummaryDialog';
import { useQueueOfferTitle } from './useQueueOfferTitle';
import { QueueFilters } from './components/QueueFilters';
import { QueueTable } from './components/QueueTable';
import type { BulkReviewResult, ReviewAttempt } from './model';
import {
  hasFilters,
  PAGE_SIZES,
  parseQueueParams,
  queueSearch,
  queueSearchParams,
  toApiQuery,
  withoutFilters,
  type PageSize,
  type QueueParams,
  type SortField,
} from './queueParams';
import { candidateFullName, queueCountText } from './rules';

export const EMPTY_QUEUE = 'No hay intentos por revisar';

/** `/app/recruiter/candidates` (tab "Tareas"): the company's attempts waiting for review. */
export function ReviewQueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseQueueParams(searchParams), [searchParams]);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useMemo(() => toApiQuery(params), [params]);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetReviewQueueQuery(query);
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
  const [now] = useState(() => Date.now());
  // After a bulk confirmation the focus goes to the rows, where the selection bar led: the
  // first checkbox that can be used (the header's, or a row's); with no attempt left, the
  // empty queue's message (read out: "No hay intentos por revisar"), or its "Limpiar filtros".
  const results = useRef<HTMLDivElement>(null);
  const afterBulk = useCallback(
    () =>
      results.current?.querySelector<HTMLElement>('input[type="checkbox"]:not(:disabled)') ??
      results.current?.querySelector<HTMLElement>('[data-empty-queue]') ??
      results.current,
    [],
  );

  /** Any change of the view is a new history entry; filters go back to page 1. */
  const update = useCallback(
    (patch: Partial<QueueParams>, navigation?: NavigateOptions, keepPage = false) =>
      setSearchParams(
        (current) =>
          queueSearchParams({
            ...parseQueueParams(current),
            ...(keepPage ? {} : { page: 1 }),
            ...patch,
          }),
        navigation,
      ),
    [setSearchParams],
  );

  const rows = useMemo(() => data?.data ?? [], [data]);
  // Only what this page shows stays selected.
  const visibleSelected = useMemo(
    () => new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.id)),
    [rows, selected],
  );

  // A page past the end (after decisions, or a stale link) goes to the last one.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && params.page > lastPage)
      setSearchParams(queueSearchParams({ ...params, page: lastPage }), { replace: true });
  }, [lastPage, params, setSearchParams]);

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
  const onSort = (field: SortField) =>
    update({
      sortBy: field,
      sortOrder: params.sortBy === field && params.sortOrder === 'asc' ? 'desc' : 'asc',
    });

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

  const offerTitle = useQueueOfferTitle(
    params.jobOfferId,
    rows.find((row) => row.jobOffer?.id === params.jobOfferId)?.jobOffer?.title,
  );
  const search = queueSearch(params);
  const filtered = hasFilters(params);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          Tareas
        </Typography>
        <Typography color="text.secondary" role="status" sx={{ minHeight: 24 }}>
          {data ? queueCountText(data.total) : isLoading ? 'Cargando intentos…' : ' '}
        </Typography>
      </Box>

      <QueueFilters
        params={params}
        onChange={update}
        onClear={() => setSearchParams(queueSearchParams(withoutFilters(params)))}
        offerTitle={offerTitle}
      />

      {visibleSelected.size > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Acciones sobre la selección"
          sx={{
            p: 1.5,
            borderRadius: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            // Marked by its border: its text buttons on a grey tint fall under 4.5:1.
            borderColor: 'primary.main',
          }}
        >
          <Typography sx={{ flex: 1, minWidth: 140 }}>
            {visibleSelected.size === 1
              ? '1 seleccionado'
              : `${visibleSelected.size} seleccionados`}
          </Typography>
          <Button onClick={() => setSelected(new Set())}>Quitar selección</Button>
          <Button variant="contained" onClick={confirmProposals} disabled={bulk.isLoading}>
            Confirmar propuestas
          </Button>
          <Button variant="outlined" color="error" onClick={startRejecting}>
            Rechazar seleccionados
          </Button>
        </Paper>
      ) : null}

      {isError && !data ? (
        <LoadErrorAlert
          message={(error as { message?: string } | undefined)?.message}
          fallback="No se pudo cargar la lista."
          onRetry={() => void refetch()}
        />
      ) : null}

      <Box ref={results} sx={{ position: 'relative' }} aria-busy={isFetching}>
        {isFetching && data ? (
          <LinearProgress
            aria-label="Actualizando"
            sx={{ position: 'absolute', top: 0, left: 12, right: 12, zIndex: 1 }}
          />
        ) : null}
        {isLoading ? (
          <Stack spacing={1} aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Stack>
        ) : data && rows.length === 0 ? (
          <Paper
            variant="outlined"
            data-empty-queue
            tabIndex={-1}
            sx={{ p: 4, borderRadius: 3, textAlign: 'center', outline: 'none' }}
          >
            <Typography variant="h6" component="p">
              {EMPTY_QUEUE}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {filtered
                ? 'Ningún intento coincide con los filtros.'
                : 'Cuando un candidato envíe una etapa para revisar, aparecerá aquí.'}
            </Typography>
            {filtered ? (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                onClick={() => setSearchParams(queueSearchParams(withoutFilters(params)))}
              >
                Limpiar filtros
              </Button>
            ) : null}
          </Paper>
        ) : data ? (
          <QueueTable
            rows={rows}
            params={params}
            search={search}
            selected={visibleSelected}
            onToggle={onToggle}
            onToggleAutomatizable={onToggleAutomatizable}
            onSort={onSort}
            now={now}
            compact={compact}
          />
        ) : null}
      </Box>

      {data && data.total > 0 ? (
        <TablePagination
          component="div"
          sx={{
            // At 390 px the controls wrap instead of pushing the arrows out of view.
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 0, sm: 2 } },
            '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
          }}
          count={data.total}
          page={Math.min(params.page, Math.max(1, data.totalPages)) - 1}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => update({ page: page + 1 }, undefined, true)}
          onRowsPerPageChange={(event) =>
            update({ pageSize: Number(event.target.value) as PageSize })
          }
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          getItemAriaLabel={pageItemLabel}
        />
      ) : null}

      <BulkRejectDialog
        attemptIds={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(result) => {
          setRejecting(null);
          setSelected(new Set());
          setSummary({ kind: 'reject', result });
        }}
      />
      <BulkSummaryDialog
        result={summary?.result ?? null}
        kind={summary?.kind}
        describe={(id) => names.get(id) ?? id}
        onClose={() => setSummary(null)}
        returnFocusTo={afterBulk}
      />
    </Stack>
  );
}
