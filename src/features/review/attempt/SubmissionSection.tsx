import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatTimeAgo, stageTypeLabel } from '@/shared/domain';
import { Section } from '@/shared/screens/Section';
import { Submission } from '../components/Submission';
import type { ReviewAttempt } from '../model';

/** "Envío": what the candidate sent, and when. */
export function SubmissionSection({ attempt }: { attempt: ReviewAttempt }) {
  return (
    <Section title="Envío">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip size="small" label={stageTypeLabel(attempt.stageType)} />
        {attempt.automatizable ? (
          <Chip size="small" color="info" variant="outlined" label="Automatizable" />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          Enviado <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time>{' '}
          ({formatTimeAgo(attempt.submittedAt)})
        </Typography>
      </Stack>
      <Submission attempt={attempt} />
    </Section>
  );
}
