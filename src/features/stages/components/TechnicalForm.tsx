import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { TECHNICAL_TEXTS, technicalError } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { TECHNICAL_MAX, TECHNICAL_MIN } from '../model';
import { formatCount, stageTypeLabel, type FileRef } from '@/shared/domain';
import { StageTask } from './StageTask';
import { StageForm } from './StageForm';
import { useStageSubmit, type StageFormProps } from './useStageSubmit';

interface Props extends StageFormProps {
  statement?: string | null;
  statementFile?: FileRef | null;
}

/**
 * A technical stage: its task ("Enunciado", with its PDF) above a text answer with a counter,
 * kept as a draft until sent.
 */
export function TechnicalForm({ statement, statementFile, ...props }: Props) {
  const [text, setText, clear] = useDraft(
    draftKey(props.applicationId, props.stageId),
    '',
    isString,
  );
  const [tried, setTried] = useState(false);
  const { send, sending, failureAlert, details } = useStageSubmit(props);
  const field = useRef<HTMLTextAreaElement>(null);
  const error = (tried ? technicalError(text) : null) ?? details.textAnswer ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    if (technicalError(text)) {
      field.current?.focus();
      return;
    }
    const attempt = await send(
      { type: 'technical', textAnswer: text.trim() },
      TECHNICAL_TEXTS.sent,
    );
    if (attempt) clear();
  };

  return (
    <Stack spacing={2.5}>
      <StageTask statement={statement} file={statementFile} />
      <StageForm label={stageTypeLabel('technical')} onSubmit={onSubmit} spacing={2}>
        <TextField
          inputRef={field}
          label={TECHNICAL_TEXTS.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={8}
          maxRows={24}
          required
          error={!!error}
          disabled={sending}
          helperText={
            <Stack
              component="span"
              direction="row"
              sx={{ justifyContent: 'space-between', gap: 2 }}
            >
              <span>
                {error ?? `Entre ${TECHNICAL_MIN} y ${formatCount(TECHNICAL_MAX)} caracteres.`}
              </span>
              <span>{`${formatCount(text.length)} / ${formatCount(TECHNICAL_MAX)}`}</span>
            </Stack>
          }
          slotProps={{ formHelperText: { component: 'div' } }}
        />
        {failureAlert}
        <div>
          <Button type="submit" variant="contained" size="large" loading={sending}>
            {TECHNICAL_TEXTS.submit}
          </Button>
        </div>
      </StageForm>
    </Stack>
  );
}
