import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatFullDateTime, INTERVIEW_CONFIRMED } from '@/shared/domain';
import { INTERVIEW_TEXTS } from '../forms';
import { downloadIcs } from '../ics';

/** Interviews last an hour in the calendar file (the API gives only the start). */
const INTERVIEW_MINUTES = 60;

export interface InterviewInfo {
  scheduledAt: string | null | undefined;
  place: string | null | undefined;
  /** When the candidate confirmed their attendance; absent before. */
  confirmedAt?: string | null;
}

/** What the calendar file says. */
export interface CalendarInfo {
  uid: string;
  stageName: string;
  offerTitle: string;
  companyName: string;
}

interface Props extends InterviewInfo {
  /** With it, "Agregar al calendario" is offered under the details. */
  calendar?: CalendarInfo;
}

/** "Agregar al calendario": an .ics file of the interview, made in the browser. */
export function CalendarButton({
  scheduledAt,
  place,
  calendar,
  size,
}: Pick<InterviewInfo, 'scheduledAt' | 'place'> & {
  calendar: CalendarInfo;
  size?: 'medium' | 'large';
}) {
  if (!formatFullDateTime(scheduledAt)) return null;
  return (
    <Button
      variant="outlined"
      size={size}
      startIcon={<EventOutlined />}
      onClick={() =>
        downloadIcs({
          uid: calendar.uid,
          start: new Date(scheduledAt!),
          durationMinutes: INTERVIEW_MINUTES,
          title: `${calendar.stageName}: ${calendar.offerTitle} (${calendar.companyName})`,
          location: place,
          description: `${calendar.stageName} del proceso de selección de ${calendar.companyName} para «${calendar.offerTitle}».`,
        })
      }
    >
      {INTERVIEW_TEXTS.calendar}
    </Button>
  );
}

/**
 * When and where an interview takes place, and whether the candidate confirmed: the same
 * before and after "Confirmar asistencia" (issue 30.3).
 */
export function InterviewDetails({ scheduledAt, place, confirmedAt, calendar }: Props) {
  const when = formatFullDateTime(scheduledAt);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, alignSelf: 'stretch' }}>
      <Stack spacing={1}>
        {when ? (
          <>
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
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {place || 'Lugar por confirmar'}
              </Typography>
            </Stack>
          </>
        ) : (
          <Typography>{INTERVIEW_TEXTS.noDate}</Typography>
        )}
        {confirmedAt ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventAvailableOutlined color="success" aria-hidden />
            <Typography>
              {formatDateTime(confirmedAt)
                ? `Confirmaste tu asistencia el ${formatDateTime(confirmedAt)}.`
                : `${INTERVIEW_CONFIRMED}.`}
            </Typography>
          </Stack>
        ) : null}
        {calendar ? (
          <div>
            <CalendarButton scheduledAt={scheduledAt} place={place} calendar={calendar} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
