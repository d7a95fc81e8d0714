import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { INTERVIEW_TEXTS } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { COMMENT_MAX } from '../model';
import { CalendarButton, InterviewDetails } from './InterviewDetails';
import { useStageSubmit, type StageFormProps } from './useStageSubmit';

interface Props extends StageFormProps {
  scheduledAt: string | null | undefined;
  place: string | null | undefined;
  stageName: string;
  offerTitle: string;
  companyName: string;
}

/** An interview: when and where, "Confirmar asistencia" with a comment, and an .ics file. */
export function InterviewForm({
  scheduledAt,
  place,
  stageName,
  offerTitle,
  companyName,
  ...props
}: Props) {
  const [comment, setComment, clear] = useDraft(
    draftKey(props.applicationId, props.stageId),
    '',
    isString,
  );
  const { send, sending, failureAlert, details } = useStageSubmit(props);
  const tooLong = comment.trim().length > COMMENT_MAX;
  const commentError = (tooLong ? INTERVIEW_TEXTS.commentTooLong : null) ?? details.comment ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || tooLong) return;
    const attempt = await send(
      { type: 'interview', confirmed: true, comment: comment.trim() || undefined },
      INTERVIEW_TEXTS.sent,
    );
    if (attempt) clear();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Entrevista">
      <InterviewDetails scheduledAt={scheduledAt} place={place} />
      <TextField
        label={INTERVIEW_TEXTS.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        disabled={sending}
        error={!!commentError}
        helperText={
          commentError ?? 'Por ejemplo, si necesitas alguna adaptación para la entrevista.'
        }
      />
      {failureAlert}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          {INTERVIEW_TEXTS.confirm}
        </Button>
        <CalendarButton
          scheduledAt={scheduledAt}
          place={place}
          size="large"
          calendar={{
            uid: `${props.applicationId}-${props.stageId}@talentia`,
            stageName,
            offerTitle,
            companyName,
          }}
        />
      </Stack>
    </Stack>
  );
}
