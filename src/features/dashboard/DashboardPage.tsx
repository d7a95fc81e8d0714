import AddIcon from '@mui/icons-material/Add';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { extractErrorMessage } from '@/app/api';
import {
  METRICS_STALE_SECONDS,
  useGetDashboardMetricsQuery,
  useGetDashboardOfferChoicesQuery,
} from './api';
import { DashboardCharts } from './components/DashboardCharts';
import { FigureCard } from './components/FigureCard';
import {
  APPLICATION_STATUS_LABELS,
  ATTEMPT_STATUS_LABELS,
  countText,
  formatCount,
  formatDuration,
  formatPercent,
  formatTimeAgo,
  OFFER_STATUS_LABELS,
  offerStatusNote,
} from '@/shared/domain';
import type { OfferChoice } from './model';
import { OFFER_PARAM, RECRUITER_PATHS, tasksPath } from './paths';
import { PeriodControl } from './components/PeriodControl';
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
import { LoadErrorAlert } from '@/shared/feedback';

const ALL_OFFERS: OfferChoice = { id: '', title: 'Todas las ofertas', status: 'published' };

/** `/app/recruiter/dashboard`: the recruiter's home, figures and charts of the company. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const jobOfferId = params.get(OFFER_PARAM) || null;
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
  // The selector's offers (up to 100, the largest call of the page) are asked for when the
  // selector is about to be used (focus, pointer, open) or an offer is selected, not with the
  // figures: on a phone they would delay the first screen (issue 15).
  const [choicesWanted, setChoicesWanted] = useState(false);
  const wantChoices = () => setChoicesWanted(true);
  const choices = useGetDashboardOfferChoicesQuery(undefined, {
    skip: !choicesWanted && !jobOfferId,
  });
  const choicesLoading = choices.isLoading || (choices.isUninitialized && choicesWanted);
  // Arrived figures (and the charts after them) are drawn in the background (a deferred
  // render, in slices the browser can interrupt), not in one long task that blocks input
  // (issue 15): meanwhile what was shown stays, skeletons included.
  const data = useDeferredValue(metrics.currentData);
  const loading = !data && !metrics.isError && !problem;

  const options = useMemo(() => [ALL_OFFERS, ...(choices.data ?? [])], [choices.data]);
  const selected = jobOfferId
    ? (options.find((option) => option.id === jobOfferId) ?? {
        id: jobOfferId,
        title:
          choices.isLoading || choices.isUninitialized ? 'Cargando oferta…' : 'Oferta seleccionada',
        status: 'published' as const,
      })
    : ALL_OFFERS;

  const selectOffer = (offer: OfferChoice | null) => {
    const next = new URLSearchParams(params);
    if (offer?.id) next.set(OFFER_PARAM, offer.id);
    else next.delete(OFFER_PARAM);
    setParams(next);
  };

  const selectPeriod = (next: Period) => setParams(withPeriod(params, next));

  const pending = data?.pendingReviews;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            Panel de reclutamiento
          </Typography>
          <Typography color="text.secondary">
            {jobOfferId
              ? `Métricas de la oferta «${selected.title}».`
              : 'Métricas de todas las ofertas de tu empresa.'}{' '}
            <span>Periodo: {rangeText(range, today)}.</span>
          </Typography>
        </div>
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
      </Stack>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <Autocomplete
          options={options}
          value={selected}
          onChange={(_event, offer) => selectOffer(offer)}
          onOpen={wantChoices}
          onFocus={wantChoices}
          onPointerEnter={wantChoices}
          disableClearable
          getOptionLabel={(option) => option.title}
          getOptionKey={(option) => option.id || 'all'}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                {option.title}
                {option.id ? offerStatusNote(option.status) : ''}
              </li>
            );
          }}
          loading={choicesLoading}
          loadingText="Cargando ofertas…"
          noOptionsText="No hay ofertas con ese título"
          openText="Abrir"
          closeText="Cerrar"
          sx={{ width: { md: 400 } }}
          renderInput={(input) => (
            <TextField
              {...input}
              label="Oferta"
              helperText="Elige una oferta para ver sus métricas"
            />
          )}
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
          <Grid component="div" container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <FigureCard
                loading={loading}
                icon={<WorkOutlineIcon />}
                label="Ofertas publicadas"
                value={formatCount(data?.offers.published)}
                detail={
                  data
                    ? `${countText(data.offers.draft, OFFER_STATUS_LABELS.draft)} · ${countText(data.offers.closed, OFFER_STATUS_LABELS.closed)}`
                    : null
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <FigureCard
                loading={loading}
                icon={<GroupsOutlinedIcon />}
                label={`Postulaciones (${phrase})`}
                value={formatCount(data?.applications.total)}
                detail={
                  data
                    ? `${countText(data.applications.inProgress, APPLICATION_STATUS_LABELS.in_progress)} · ${countText(data.applications.hired, APPLICATION_STATUS_LABELS.hired)}`
                    : null
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <FigureCard
                loading={loading}
                icon={<PendingActionsOutlinedIcon />}
                label="Revisiones pendientes"
                value={formatCount(pending?.total)}
                detail={
                  pending
                    ? pending.total
                      ? `${countText(pending.automatizable, { one: 'automatizable', many: 'automatizables' })} · la más antigua, ${formatTimeAgo(pending.oldestSubmittedAt)}`
                      : 'Nada por revisar'
                    : null
                }
                action={{ label: 'Revisar en Tareas', to: tasksPath({ ...range, jobOfferId }) }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 6, lg: 2.4 }}>
              <FigureCard
                loading={loading}
                icon={<TaskAltOutlinedIcon />}
                label="Tasa de aprobación"
                value={formatPercent(data?.attempts.passRate)}
                detail={
                  data
                    ? `${countText(data.attempts.passed, ATTEMPT_STATUS_LABELS.passed)} · ${countText(data.attempts.failed, ATTEMPT_STATUS_LABELS.failed)}`
                    : null
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 12, md: 6, lg: 2.4 }}>
              <FigureCard
                loading={loading}
                icon={<ScheduleOutlinedIcon />}
                label="Tiempo medio de revisión"
                value={formatDuration(data?.averageReviewHours)}
                detail={
                  data
                    ? data.averageReviewHours === null
                      ? 'Aún no hay revisiones'
                      : 'Desde el envío hasta la decisión'
                    : null
                }
              />
            </Grid>
          </Grid>
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
