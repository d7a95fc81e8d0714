import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/app/api';
import { formatCount } from '@/shared/domain';
import { LoadErrorAlert, PendingIndicator } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { EmptyState } from '@/shared/screens/EmptyState';
import type { StaffJobOffer } from '../../model';
import { stagesPath } from '../../paths';
import { useGetJobOfferPipelineQuery } from '../../pipeline/api';
import { boardColumns, filterColumns, type BoardFilter } from '../../pipeline/columns';
import { boardFilterSearch, parseBoardFilter } from '../../pipeline/params';
import { PipelineBoard } from './PipelineBoard';
import { PipelineFilters } from './PipelineFilters';

/** The "Pipeline" tab: the offer's applicants by the stage they are at (issue 34.5). */
export function PipelineSection({ offer }: { offer: StaffJobOffer }) {
  const { data, isError, error, refetch } = useGetJobOfferPipelineQuery(offer.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, search } = parseBoardFilter(searchParams);
  const filter: BoardFilter = { status, search };
  // One "now" per answer: the days in a stage do not move while the board is read.
  const [now] = useState(() => Date.now());
  const columns = useMemo(
    () =>
      data
        ? boardColumns(
            [...offer.stages].sort((a, b) => a.order - b.order),
            data,
          )
        : [],
    [data, offer.stages],
  );
  const totals = useMemo(
    () => new Map(columns.map((column) => [column.key, column.cards.length])),
    [columns],
  );
  const shown = useMemo(
    () => filterColumns(columns, { status, search }),
    [columns, status, search],
  );
  const setFilter = (next: BoardFilter) =>
    setSearchParams(boardFilterSearch(next), { replace: true, preventScrollReset: true });

  if (isError)
    return (
      <LoadErrorAlert
        message={isApiError(error) ? error.message : null}
        fallback="No se pudo cargar el pipeline."
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <PendingIndicator />;
  const count = shown.reduce((n, column) => n + column.cards.length, 0);
  const filtered = !!(filter.status || filter.search);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1 }}>
        <InfoOutlined fontSize="small" aria-hidden />
        Cada candidato está en la etapa en que va. Las etapas avanzan con sus intentos y tus
        revisiones: no se cambian arrastrando tarjetas.
      </Typography>
      {offer.stages.length === 0 ? (
        <Typography>
          Esta oferta aún no tiene etapas.{' '}
          <Link component={RouterLink} to={stagesPath(offer.id)}>
            Define sus etapas
          </Link>{' '}
          para seguir a los candidatos por el proceso.
        </Typography>
      ) : null}
      {data.length === 0 ? (
        <EmptyState
          title="Todavía no hay postulantes para esta oferta."
          description="Cuando alguien postule, aparecerá en la primera etapa del pipeline."
        />
      ) : (
        <>
          <PipelineFilters filter={filter} onChange={setFilter} />
          <Typography role="status" variant="body2" color="text.secondary">
            {filtered
              ? `${formatCount(count)} de ${formatCount(data.length)} postulantes coinciden con los filtros.`
              : `${formatCount(data.length)} ${data.length === 1 ? 'postulante' : 'postulantes'} en el pipeline.`}
          </Typography>
          {filtered && count === 0 ? (
            <EmptyState
              title="Ningún postulante coincide con los filtros."
              action={
                <Button variant="outlined" onClick={() => setFilter({})}>
                  Quitar filtros
                </Button>
              }
            />
          ) : (
            <PipelineBoard columns={shown} totals={totals} jobId={offer.id} now={now} />
          )}
        </>
      )}
    </Stack>
  );
}
