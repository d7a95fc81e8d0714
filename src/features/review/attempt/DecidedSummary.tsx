import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { attemptStatusLabel, formatDateTime, inSentence } from '@/shared/domain';
import type { ReviewAttempt } from '../model';
import { ALREADY_DECIDED } from './texts';

/** The decision already taken on the attempt: result, score, date and comments. */
export function DecidedSummary({ attempt }: { attempt: ReviewAttempt }) {
  return (
    <Alert severity={attempt.status === 'passed' ? 'success' : 'error'}>
      <Typography sx={{ fontWeight: 600 }}>{ALREADY_DECIDED}</Typography>
      <Typography variant="body2">
        Resultado: {inSentence(attemptStatusLabel(attempt.status))}
        {typeof attempt.score === 'number' ? ` · Puntaje ${attempt.score}` : ''}
        {attempt.reviewedAt ? ` · ${formatDateTime(attempt.reviewedAt)}` : ''}
      </Typography>
      {attempt.feedback ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          Comentarios: {attempt.feedback}
        </Typography>
      ) : null}
    </Alert>
  );
}
