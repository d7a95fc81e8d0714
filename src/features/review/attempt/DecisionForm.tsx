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
        <Button
          variant="contained"
          color="success"
          fullWidth
          disabled={busy}
          onClick={() => onDecide('passed')}
        >
          Aprobar
        </Button>
        <Button
          variant="outlined"
          color="error"
          fullWidth
          disabled={busy}
          onClick={() => onDecide('failed')}
        >
          Rechazar
        </Button>
      </Stack>
    </Stack>
  );
}
