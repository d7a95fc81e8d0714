import AddIcon from '@mui/icons-material/Add';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { extractErrorMessage } from '@/app/api';
import { LoadErrorAlert } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { METRICS_STALE_SECONDS, useGetDashboardMetricsQuery } from './api';
import { DashboardCharts } from './components/DashboardCharts';
import { DashboardFigures } from './components/DashboardFigures';
import { OfferSelector } from './components/OfferSelector';
import { PeriodControl } from './components/PeriodControl';
import { RECRUITER_PATHS } from './paths';
import {
  browserTimeZone,
  localToday,
  parsePeriod,
  periodPhrase,
  periodProblem,
  periodRange,
  rangeText,
  withPeriod,
  type Period,
} from './period';
import { useDashboardOffer } from './useDashboardOffer';
import { PageTitle } from '@/shared/screens/PageTitle';

/** `/app/recruiter/dashboard`: the recruiter's home, figures and charts of the company. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const { jobOfferId, options, selected, choicesLoading, wantChoices, selectOffer } =
    useDashboardOffer();
  // Every figure counts the same local days, the browser's (docs/api.md, the metrics' `tz`).
  const today = localToday();
  const period = parsePeriod(params);
  const range = periodRange(period, today);
  const problem = periodProblem(range);
  const phrase = periodPhrase(period, today);
  const metrics = useGetDashboardMetricsQuery(
    { jobOfferId, ...range, tz: browserTimeZone() },
    { refetchOnMountOrArgChange: METRICS_STALE_SECONDS, skip: problem !== null },
  );
  // Arrived figures (and the charts after them) are drawn in the background (a deferred
  // render, in slices the browser can interrupt), not in one long task that blocks input
  // (issue 15): meanwhile what was shown stays, skeletons included.
  const data = useDeferredValue(metrics.currentData);
  const loading = !data && !metrics.isError && !problem;
  const selectPeriod = (next: Period) => setParams(withPeriod(params, next));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageTitle
        title="Panel de reclutamiento"
        lead={
          <>
            {jobOfferId
              ? `Métricas de la oferta «${selected.title}».`
              : 'Métricas de todas las ofertas de tu empresa.'}{' '}
            <span>Periodo: {rangeText(range, today)}.</span>
          </>
        }
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={RECRUITER_PATHS.newOffer}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Nueva oferta
            </Button>
            <Button component={RouterLink} to={RECRUITER_PATHS.offers} variant="outlined">
              Ver ofertas
            </Button>
            <Button component={RouterLink} to={RECRUITER_PATHS.tasks} variant="outlined">
              Ir a Tareas
            </Button>
          </Stack>
        }
      />

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <OfferSelector
          options={options}
          selected={selected}
          loading={choicesLoading}
          onSelect={selectOffer}
          onWanted={wantChoices}
        />
        <PeriodControl period={period} today={today} onChange={selectPeriod} />
      </Stack>

      {problem ? <Alert severity="warning">{problem}</Alert> : null}

      {problem ? null : metrics.isError && !data ? (
        <LoadErrorAlert
          message={`No pudimos cargar las métricas. ${extractErrorMessage(metrics.error)}`}
          fallback="No pudimos cargar las métricas."
          onRetry={() => void metrics.refetch()}
        />
      ) : (
        <>
          <DashboardFigures
            data={data}
            loading={loading}
            phrase={phrase}
            tasks={{ ...range, jobOfferId }}
          />
          <DashboardCharts metrics={data} loading={loading} phrase={phrase} />
          {data && data.applications.total === 0 ? (
            <Alert severity="info" icon={<AssignmentTurnedInOutlinedIcon />}>
              {jobOfferId
                ? 'Esta oferta no recibió postulaciones en este periodo.'
                : 'Tu empresa no recibió postulaciones en este periodo.'}
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
