import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useMemo, useRef, useState } from 'react';
import { LoadErrorAlert } from '@/shared/feedback';
import { pageItemLabel } from '@/shared/text/pagination';
import { useGetReviewQueueQuery } from './api';
import { BulkRejectDialog } from './components/BulkRejectDialog';
import { BulkSummaryDialog } from './components/BulkSummaryDialog';
import { QueueFilters } from './components/QueueFilters';
import { QueueTable } from './components/QueueTable';
import { EmptyQueue } from './queue/EmptyQueue';
import { SelectionBar } from './queue/SelectionBar';
import { useBulkReview } from './queue/useBulkReview';
import { useClampedPage, useQueueParams } from './queue/useQueueParams';
import {
  hasFilters,
  PAGE_SIZES,
  queueSearch,
  toApiQuery,
  type PageSize,
  type SortField,
  type SortOrder,
} from './queueParams';
import { queueCountText } from './rules';
import { useQueueOfferTitle } from './useQueueOfferTitle';

export { EMPTY_QUEUE } from './queue/texts';

/** `/app/recruiter/candidates` (tab "Tareas"): the company's attempts waiting for review. */
export function ReviewQueuePage() {
  const { params, update, clear } = useQueueParams();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useMemo(() => toApiQuery(params), [params]);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetReviewQueueQuery(query);
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
  const rows = useMemo(() => data?.data ?? [], [data]);
  useClampedPage(params.page, data?.totalPages ?? 0, update);
  const bulk = useBulkReview(rows);
  const onSort = (sortBy: SortField, sortOrder: SortOrder) => update({ sortBy, sortOrder });
  const offerTitle = useQueueOfferTitle(
    params.jobOfferId,
    rows.find((row) => row.jobOffer?.id === params.jobOfferId)?.jobOffer?.title,
  );
  const filtered = hasFilters(params);
  // The rows' links carry the view their answer is from (`?…`, for the review's "Volver" and
  // "Siguiente"). A filter changed while its answer is on its way draws no row again: the rows
  // on screen are still the old view's, and drawing them all inside the click's frame was work
  // for nothing (issue 33.2).
  const search = queueSearch(params);
  const [shown, setShown] = useState({ data, search });
  if (shown.data !== data) setShown({ data, search });

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

      <QueueFilters params={params} onChange={update} onClear={clear} offerTitle={offerTitle} />

      {bulk.visibleSelected.size > 0 ? (
        <SelectionBar
          count={bulk.visibleSelected.size}
          busy={bulk.busy}
          onClear={bulk.clearSelection}
          onConfirm={() => void bulk.confirmProposals()}
          onReject={bulk.startRejecting}
        />
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
          <EmptyQueue filtered={filtered} onClear={clear} />
        ) : data ? (
          <QueueTable
            rows={rows}
            params={params}
            search={shown.search}
            selected={bulk.visibleSelected}
            onToggle={bulk.onToggle}
            onToggleAutomatizable={bulk.onToggleAutomatizable}
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
        attemptIds={bulk.rejecting}
        onClose={bulk.stopRejecting}
        onDone={bulk.rejected}
      />
      <BulkSummaryDialog
        result={bulk.summary?.result ?? null}
        kind={bulk.summary?.kind}
        describe={bulk.describe}
        onClose={bulk.closeSummary}
        returnFocusTo={afterBulk}
      />
    </Stack>
  );
}
