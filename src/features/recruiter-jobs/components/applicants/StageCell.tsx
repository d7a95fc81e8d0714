import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortDate, stageProgressLabel } from '@/shared/domain';
import type { Applicant } from '../../model';

/** The applicant's current stage and how far they are in it. */
export function StageCell({ applicant }: { applicant: Applicant }) {
  const stage = applicant.currentStage;
  if (!stage) return <>—</>;
  // An interview the candidate confirmed says so, with when they did (issue 30.3).
  const confirmed = stage.type === 'interview' && stage.status === 'reviewing';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{stage.name}</Typography>
      <Chip
        size="small"
        variant="outlined"
        color={confirmed ? 'success' : 'default'}
        icon={confirmed ? <EventAvailableOutlined /> : undefined}
        label={stageProgressLabel(stage.status, stage.type)}
      />
      {confirmed && stage.confirmedAt ? (
        <Typography variant="caption" color="text.secondary">
          {`Confirmó el ${formatShortDate(stage.confirmedAt)}`}
        </Typography>
      ) : null}
    </Stack>
  );
}
