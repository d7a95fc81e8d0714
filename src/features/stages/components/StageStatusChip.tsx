import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { StageStatus } from '@/features/jobs';
import { STAGE_STATUS_TEXT } from '../labels';

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

/** A stage's status in words with an icon (never colour alone). */
export function StageStatusChip({ status }: { status: StageStatus }) {
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      color={look.color}
      label={STAGE_STATUS_TEXT[status]}
    />
  );
}
