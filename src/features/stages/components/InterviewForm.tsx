import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { INTERVIEW_TEXTS } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { downloadIcs } from '../ics';
import { formatInterviewTime } from '../labels';
import { COMMENT_MAX } from '../model';
import { useStageSubmit, type StageFormProps } from './useStageSubmit';

/** Interviews last an hour in the calendar file (the API gives only the start). */
const INTERVIEW_MINUTES = 60;

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
  const when = formatInterviewTime(scheduledAt);
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

  const addToCalendar = () =>
    downloadIcs({
      uid: `${props.applicationId}-${props.stageId}@talentia`,
      start: new Date(scheduledAt!),
      durationMinutes: INTERVIEW_MINUTES,
      title: `${stageName}: ${offerTitle} (${companyName})`,
      location: place,
      description: `${stageName} del proceso de selección de ${companyName} para «${offerTitle}».`,
    });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Entrevista">
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        {when ? (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EventOutlined color="primary" aria-hidden />
              <Typography
                sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {when}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceOutlined color="primary" aria-hidden />
              <Typography>{place || 'Lugar por confirmar'}</Typography>
            </Stack>
          </Stack>
        ) : (
          <Typography>{INTERVIEW_TEXTS.noDate}</Typography>
        )}
      </Paper>
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
        {when ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<EventOutlined />}
            onClick={addToCalendar}
          >
            {INTERVIEW_TEXTS.calendar}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
