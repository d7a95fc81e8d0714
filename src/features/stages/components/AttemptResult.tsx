import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/shared/domain';
import type { Attempt } from '../model';

/** A decided stage's result: score, the recruiter's feedback, and (in the workflow) the date. */
export function AttemptResult({
  attempt,
  withDate = false,
}: {
  attempt: Attempt | undefined;
  withDate?: boolean;
}) {
  if (!attempt) return null;
  const date = withDate ? formatDate(attempt.reviewedAt ?? attempt.submittedAt) : '';
  return (
    <Stack spacing={0.5} sx={withDate ? { mt: 1 } : undefined}>
      {attempt.score !== null && attempt.score !== undefined ? (
        <Typography variant="body2">
          Puntaje: <strong>{attempt.score}</strong> de 100
        </Typography>
      ) : null}
      {attempt.feedback ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          Comentario del equipo: {attempt.feedback}
        </Typography>
      ) : null}
      {date ? (
        <Typography variant="caption" color="text.secondary">
          Evaluada el {date}
        </Typography>
      ) : null}
    </Stack>
  );
}
