import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { Decision } from '@/shared/domain';
import { FEEDBACK_MAX } from '../rules';

type Props = {
  proposal: string | null;
  scoreText: string;
  onScoreText: (value: string) => void;
  scoreError: string | null | undefined;
  scoreRef: Ref<HTMLInputElement>;
  feedback: string;
  onFeedback: (value: string) => void;
  busy: boolean;
  onDecide: (status: Decision) => void;
};

/** The two verdicts, as their buttons show them. */
const DECISIONS = [
  { decision: 'passed', label: 'Aprobar', variant: 'contained', color: 'success' },
  { decision: 'failed', label: 'Rechazar', variant: 'outlined', color: 'error' },
] as const satisfies readonly {
  decision: Decision;
  label: string;
  variant: 'contained' | 'outlined';
  color: 'success' | 'error';
}[];

/** The decision on an open attempt: the platform's proposal, "Puntaje", comments, and the verdict. */
export function DecisionForm({
  proposal,
  scoreText,
  onScoreText,
  scoreError,
  scoreRef,
  feedback,
  onFeedback,
  busy,
  onDecide,
}: Props) {
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => event.preventDefault()}>
      {proposal ? (
        <Alert severity="info" icon={false}>
          {proposal.replace('Propuesta:', 'Propuesta de la plataforma:')}
        </Alert>
      ) : null}
      <TextField
        label="Puntaje"
        value={scoreText}
        onChange={(event) => onScoreText(event.target.value)}
        error={Boolean(scoreError)}
        helperText={scoreError ?? 'Opcional, de 0 a 100'}
        inputRef={scoreRef}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
      <TextField
        label="Comentarios para el candidato"
        value={feedback}
        onChange={(event) => onFeedback(event.target.value)}
        multiline
        minRows={4}
        helperText={`${feedback.length}/${FEEDBACK_MAX}`}
        slotProps={{
          htmlInput: { maxLength: FEEDBACK_MAX },
          formHelperText: { sx: { textAlign: 'right' } },
        }}
      />
      <Stack direction="row" spacing={1}>
        {DECISIONS.map(({ decision, label, variant, color }) => (
          <Button
            key={decision}
            variant={variant}
            color={color}
            fullWidth
            disabled={busy}
            onClick={() => onDecide(decision)}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
