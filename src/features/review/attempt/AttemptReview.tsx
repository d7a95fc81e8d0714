import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Decision } from '@/shared/domain';
import { Section } from '@/shared/screens/Section';
import { ShortcutsDialog } from '../components/ShortcutsDialog';
import { reviewPath } from '../constants';
import type { ReviewAttempt } from '../model';
import { queueSearch, type QueueParams } from '../queueParams';
import { candidateFullName, proposalText } from '../rules';
import { AttemptNavBar } from './AttemptNavBar';
import { CandidateSection } from './CandidateSection';
import { DecidedSummary } from './DecidedSummary';
import { DecisionForm } from './DecisionForm';
import { SubmissionSection } from './SubmissionSection';
import { ALREADY_DECIDED } from './texts';
import { useAttemptDecision } from './useAttemptDecision';
import { useNeighbours, type Neighbour } from './useNeighbours';
import { useReviewShortcuts } from './useReviewShortcuts';

type Props = { attempt: ReviewAttempt; params: QueueParams; queuePath: string };

/** One attempt: the submission, the candidate, the decision, and the way through the queue. */
export function AttemptReview({ attempt, params, queuePath }: Props) {
  const navigate = useNavigate();
  const { next, previous, position } = useNeighbours(attempt.id, params);
  const decision = useAttemptDecision(attempt);
  const [help, setHelp] = useState(false);
  const name = candidateFullName(attempt);
  const proposal = proposalText(attempt);

  const go = (target: Neighbour | null) => {
    if (target) navigate(reviewPath(target.id, queueSearch({ ...params, page: target.page })));
  };
  const decide = (status: Decision) => {
    // The attempt leaves the queue, and the ones after it move up one place: the next one
    // stays on this page of the queue.
    const target = next ? { id: next.id, page: params.page } : null;
    void decision.submit(status, () => (target ? go(target) : navigate(queuePath)));
  };
  useReviewShortcuts({
    next: () => go(next),
    previous: () => go(previous),
    approve: () => decide('passed'),
    reject: () => decide('failed'),
    back: () => navigate(queuePath),
    help: () => setHelp(true),
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <AttemptNavBar
        queuePath={queuePath}
        position={position}
        hasPrevious={!!previous}
        hasNext={!!next}
        onPrevious={() => go(previous)}
        onNext={() => go(next)}
        onHelp={() => setHelp(true)}
      />

      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography color="text.secondary">
          {attempt.jobOffer?.title ?? 'Oferta eliminada'} · {attempt.stageName}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SubmissionSection attempt={attempt} />
        </Stack>

        <Stack spacing={2} sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
          <CandidateSection attempt={attempt} name={name} />

          <Section title="Decisión">
            {decision.open ? (
              <DecisionForm
                proposal={proposal}
                scoreText={decision.scoreText}
                onScoreText={decision.setScoreText}
                scoreError={decision.scoreError}
                scoreRef={decision.scoreRef}
                feedback={decision.feedback}
                onFeedback={decision.setFeedback}
                busy={decision.busy}
                onDecide={decide}
              />
            ) : (
              <Stack spacing={2}>
                {attempt.status === 'reviewing' ? (
                  <Alert severity="warning">{ALREADY_DECIDED}</Alert>
                ) : (
                  <DecidedSummary attempt={attempt} />
                )}
                <Button variant="contained" onClick={() => (next ? go(next) : navigate(queuePath))}>
                  {next ? 'Siguiente intento' : 'Volver a Tareas'}
                </Button>
              </Stack>
            )}
          </Section>
        </Stack>
      </Box>

      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
