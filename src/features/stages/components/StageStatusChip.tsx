import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { stageProgressLabel, type StageStatus, type StageType } from '@/shared/domain';

const LOOK: Record<
  StageStatus,
  { icon: ReactElement; color: 'default' | 'primary' | 'info' | 'success' | 'error' }
> = {
  in_progress: { icon: <PlayCircleOutlined />, color: 'primary' },
  pending: { icon: <LockOutlined />, color: 'default' },
  reviewing: { icon: <HourglassEmpty />, color: 'info' },
  passed: { icon: <CheckCircleOutlined />, color: 'success' },
  failed: { icon: <HighlightOff />, color: 'error' },
};

/** An interview in review is one the candidate confirmed: "Asistencia confirmada". */
const CONFIRMED = { icon: <EventAvailableOutlined />, color: 'success' } as const;

/** A stage's status in words with an icon (never colour alone), as its type says it. */
export function StageStatusChip({ status, type }: { status: StageStatus; type?: StageType }) {
  const look = type === 'interview' && status === 'reviewing' ? CONFIRMED : LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      color={look.color}
      label={stageProgressLabel(status, type)}
    />
  );
}
