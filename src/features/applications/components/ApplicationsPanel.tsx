import CheckCircle from '@mui/icons-material/CheckCircle';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { RouterLink } from '@/shared/navigation';
import { isApiError } from '@/app/api';
import {
  applicationStatusLabel,
  currentStageOf,
  formatFullDateTime,
  formatShortDate,
  stageProgressLabel,
  type ApplicationStage,
  type StageStatus,
} from '@/shared/domain';
import { useGetMyApplicationsQuery } from '../api';
import { workflowPath } from '../paths';
import type { Application } from '../model';
import { LoadErrorAlert } from '@/shared/feedback';
import { pageItemLabel } from '@/shared/text/pagination';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const STATUS_COLOR = {
  in_progress: 'primary',
  hired: 'success',
  rejected: 'default',
  withdrawn: 'default',
} as const;

const STAGE_ICON: Record<StageStatus, { icon: ReactElement; color: string }> = {
  passed: { icon: <CheckCircle fontSize="inherit" />, color: 'success.main' },
  failed: { icon: <HighlightOff fontSize="inherit" />, color: 'error.main' },
  in_progress: { icon: <PlayCircleOutlined fontSize="inherit" />, color: 'primary.main' },
  reviewing: { icon: <HourglassEmptyOutlined fontSize="inherit" />, color: 'warning.main' },
  pending: { icon: <RadioButtonUnchecked fontSize="inherit" />, color: 'text.disabled' },
};

interface Props {
  page: number;
  onPage: (page: number) => void;
}

/** The "Postulaciones" tab: every application, latest activity first, paged. */
export function ApplicationsPanel({ page, onPage }: Props) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetMyApplicationsQuery({
    page,
    pageSize: 10,
  });

  const content = () => {
    if (isLoading) {
      return (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
        </Stack>
      );
    }
    if (isError && !data) {
      return (
        <LoadErrorAlert
          message={isApiError(error) ? error.message : null}
          fallback="No se pudieron cargar tus postulaciones."
          onRetry={() => void refetch()}
        />
      );
    }
    if (!data || data.data.length === 0) {
      return (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Todavía no postulaste a ninguna oferta</Typography>
          <Button component={RouterLink} to="/app/jobs/" variant="contained">
            Buscar ofertas
          </Button>
        </Paper>
      );
    }
    return (
      <Stack spacing={2}>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: isFetching ? 0.7 : 1 }}
          aria-label="Postulaciones"
        >
          {data.data.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </Stack>
        {data.totalPages > 1 ? (
          <Pagination
            count={data.totalPages}
            page={page}
            onChange={(_event, next) => onPage(next)}
            sx={{ alignSelf: 'center' }}
            getItemAriaLabel={pageItemLabel}
          />
        ) : null}
      </Stack>
    );
  };

  // One polite status, present from the start, says what loads and how many there are.
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: 20 }}>
        {isLoading
          ? 'Cargando postulaciones…'
          : data && data.total > 0
            ? data.total === 1
              ? '1 postulación'
              : `${data.total} postulaciones`
            : ''}
      </Typography>
      {content()}
    </Stack>
  );
}

/**
 * An interview's when and where, before and after confirming (issue 30.3); the status beside
 * "Etapa actual" says whether the candidate confirmed ("Asistencia confirmada").
 */
function InterviewLine({ stage }: { stage: ApplicationStage }) {
  const when = formatFullDateTime(stage.scheduledAt);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ color: 'text.secondary' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EventOutlined fontSize="small" color="primary" aria-hidden />
        <Typography variant="body2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {when || 'Fecha por confirmar'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <PlaceOutlined fontSize="small" color="primary" aria-hidden />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {stage.place || 'Lugar por confirmar'}
        </Typography>
      </Stack>
    </Stack>
  );
}

function ApplicationRow({ application }: { application: Application }) {
  const offer = application.jobOffer;
  // The workflow's own rule: both screens name the same stage (the API's is the fallback).
  const current = currentStageOf(application.stages) ?? application.currentStage;
  const title = offer?.title ?? 'Oferta eliminada';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}
      aria-label={title}
    >
      <Stack spacing={1.25}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
              {offer ? (
                <Link component={RouterLink} to={workflowPath(offer.id)} underline="hover">
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {offer?.company?.name ?? ''}
              {offer?.company?.name ? ' · ' : ''}Postulaste el{' '}
              {formatShortDate(application.createdAt)}
            </Typography>
          </Box>
          <Chip
            label={applicationStatusLabel(application.status)}
            color={STATUS_COLOR[application.status] ?? 'default'}
            variant={application.status === 'in_progress' ? 'outlined' : 'filled'}
            size="small"
            sx={{ alignSelf: 'flex-start', fontWeight: 500 }}
          />
        </Stack>
        {current ? (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Etapa actual:{' '}
            </Box>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {current.name}
            </Box>{' '}
            · {stageProgressLabel(current.status, current.type)}
          </Typography>
        ) : null}
        {current?.type === 'interview' &&
        (current.status === 'in_progress' || current.status === 'reviewing') ? (
          <InterviewLine stage={current} />
        ) : null}
        {application.stages.length > 0 ? (
          <Stack
            component="ol"
            direction="row"
            aria-label={`Etapas de ${title}`}
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 0.75 }}
          >
            {application.stages.map((stage, index) => {
              const look = STAGE_ICON[stage.status] ?? STAGE_ICON.pending;
              const text = `${index + 1}. ${stage.name}: ${stageProgressLabel(stage.status, stage.type)}`;
              return (
                <Tooltip key={stage.stageId} title={text}>
                  <Box
                    component="li"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      px: 1,
                      py: 0.25,
                      borderRadius: 999,
                      border: 1,
                      borderColor: 'divider',
                      fontSize: '0.8rem',
                      maxWidth: 220,
                    }}
                  >
                    <Box component="span" sx={{ color: look.color, display: 'flex', fontSize: 16 }}>
                      {look.icon}
                    </Box>
                    {/* Whole, on two lines if need be, rather than cut (WCAG 1.4.12). */}
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {stage.name}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      : {stageProgressLabel(stage.status, stage.type)}
                    </Box>
                  </Box>
                </Tooltip>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
