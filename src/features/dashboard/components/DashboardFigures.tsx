import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import Grid from '@mui/material/Grid';
import {
  APPLICATION_STATUS_LABELS,
  ATTEMPT_STATUS_LABELS,
  countText,
  formatCount,
  formatDuration,
  formatPercent,
  formatTimeAgo,
  OFFER_STATUS_LABELS,
} from '@/shared/domain';
import type { JobOfferMetrics } from '../model';
import { tasksPath } from '../paths';
import { FigureCard } from './FigureCard';

type Props = {
  data: JobOfferMetrics | undefined;
  loading: boolean;
  phrase: string;
  /** Where «Revisar en Tareas» leads: the same offer and days. */
  tasks: Parameters<typeof tasksPath>[0];
};

/** The dashboard's five figures, each with what it is made of. */
export function DashboardFigures({ data, loading, phrase, tasks }: Props) {
  const pending = data?.pendingReviews;
  return (
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
          action={{ label: 'Revisar en Tareas', to: tasksPath(tasks) }}
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
  );
}
