import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { STAGE_TEXTS } from '../../labels';
import type { Attempt } from '../../model';
import { stagePath, type stageStatuses } from '../../rules';
import { AttemptResult } from '../AttemptResult';
import { InterviewDetails } from '../InterviewDetails';
import { StageStatusChip } from '../StageStatusChip';

export type WorkflowStage = ReturnType<typeof stageStatuses>[number];

interface Props {
  offerId: string;
  stage: WorkflowStage;
  /** The candidate's stage to take now (marked, with the way to it) while applying. */
  isCurrent: boolean;
  /** The locked stage behind one in review ("Siguiente"). */
  isNext: boolean;
  applied: boolean;
  /** The stage's latest attempt. */
  result: Attempt | undefined;
}

const note = (text: string) => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
    {text}
  </Typography>
);

/** What a workflow step says under its name: status, result, interview, what comes next. */
export function WorkflowStepDetails({ offerId, stage, isCurrent, isNext, applied, result }: Props) {
  const marked = isCurrent && applied;
  const decided = stage.status === 'passed' || stage.status === 'failed';
  const open = stage.status === 'in_progress' || stage.status === 'reviewing';
  return (
    <Box sx={marked ? { borderLeft: 3, borderColor: 'primary.main', pl: 1.5 } : {}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StageStatusChip status={stage.status} type={stage.type} />
        {marked ? (
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {STAGE_TEXTS.current}
          </Typography>
        ) : null}
        {isNext ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {STAGE_TEXTS.next}
          </Typography>
        ) : null}
      </Stack>
      {decided && result ? <AttemptResult attempt={result} withDate /> : null}
      {stage.type === 'interview' && applied && open ? (
        <Box sx={{ mt: 1.5 }}>
          <InterviewDetails
            scheduledAt={stage.scheduledAt}
            place={stage.place}
            confirmedAt={stage.status === 'reviewing' ? (result?.submittedAt ?? null) : null}
          />
        </Box>
      ) : null}
      {stage.status === 'reviewing' && stage.type !== 'interview' && result?.submittedAt
        ? note(`Enviada el ${formatDateTime(result.submittedAt)}.`)
        : null}
      {isNext ? note(STAGE_TEXTS.opensAfterReview) : null}
      {stage.description ? note(stage.description) : null}
      {marked ? (
        <Button
          component={RouterLink}
          to={stagePath(offerId, stage.id)}
          variant="contained"
          endIcon={<ArrowForward />}
          sx={{ mt: 1.5 }}
        >
          {STAGE_TEXTS.goToStage}
        </Button>
      ) : null}
    </Box>
  );
}
