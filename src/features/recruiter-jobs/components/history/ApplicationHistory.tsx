import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  applicationStatusLabel,
  attemptStatusLabel,
  formatDateTime,
  formatShortDate,
  stageProgressLabel,
  stageTypeLabel,
} from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { Section } from '@/shared/screens';
import { jobPath } from '../../paths';
import type { HistoryApplication, HistoryAttempt } from '../../pipeline/model';

function AttemptLine({ attempt }: { attempt: HistoryAttempt }) {
  return (
    <Stack component="li" spacing={0.25}>
      <Typography variant="body2">
        Intento del {formatDateTime(attempt.submittedAt)}: {attemptStatusLabel(attempt.status)}
        {attempt.score !== null ? ` · Puntaje ${attempt.score}` : ''}
        {attempt.reviewedAt ? ` · Revisado el ${formatShortDate(attempt.reviewedAt)}` : ''}
      </Typography>
      {attempt.feedback ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', borderLeft: 3, borderColor: 'divider', pl: 1 }}
        >
          {attempt.feedback}
        </Typography>
      ) : null}
    </Stack>
  );
}

type Props = { application: HistoryApplication; current: boolean };

/** One application to the company: its offer, status, match and each stage with its attempts. */
export function ApplicationHistory({ application, current }: Props) {
  const { jobOffer } = application;
  return (
    <Section title={jobOffer.title}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {current ? <Chip size="small" color="primary" label="Esta oferta" /> : null}
          <Chip
            size="small"
            variant="outlined"
            label={applicationStatusLabel(application.status)}
          />
          <Typography variant="body2" color="text.secondary">
            Postuló el {formatShortDate(application.createdAt)} · Coincidencia{' '}
            {application.match.percent}%
          </Typography>
          {current ? null : (
            <Link component={RouterLink} to={jobPath(jobOffer.id)} variant="body2">
              Ver la oferta
            </Link>
          )}
        </Stack>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }}>
          {application.stages.map((stage) => (
            <li key={stage.stageId}>
              <Typography sx={{ fontWeight: 600 }}>
                {stage.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({stageTypeLabel(stage.type)}) · {stageProgressLabel(stage.status, stage.type)}
                </Typography>
              </Typography>
              {stage.attempts.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Sin intentos.
                </Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ m: 0, mt: 0.5, pl: 2 }}>
                  {stage.attempts.map((attempt) => (
                    <AttemptLine key={attempt.id} attempt={attempt} />
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}
