import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { INTERVIEW_TEXTS } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { COMMENT_MAX } from '../model';
import { CalendarButton, InterviewDetails } from './InterviewDetails';
import { CommentField } from './CommentField';
import { StageForm } from './StageForm';
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
    <StageForm label="Entrevista" onSubmit={onSubmit} spacing={2.5}>
      <InterviewDetails scheduledAt={scheduledAt} place={place} />
      <CommentField
        label={INTERVIEW_TEXTS.comment}
        value={comment}
        onChange={setComment}
        disabled={sending}
        problem={commentError}
        hint="Por ejemplo, si necesitas alguna adaptación para la entrevista."
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
    </StageForm>
  );
}
