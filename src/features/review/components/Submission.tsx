import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubSection } from '@/shared/screens/SubSection';
import { paragraphs } from '@/shared/text/paragraphs';
import { useGetReviewStageQuery } from '../api';
import type { ReviewAttempt } from '../model';
import { formatDateTime } from '@/shared/domain';
import { candidateFullName, questionnaireResult } from '../rules';
import { BenderDrawing } from './BenderDrawing';
import { FileDownloadButton } from './FileDownloadButton';

function PlainText({ label, text }: { label: string; text: string }) {
  return (
    <SubSection title={label}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
        }}
      >
        {text}
      </Paper>
    </SubSection>
  );
}

function Questionnaire({ attempt }: { attempt: ReviewAttempt }) {
  const { data: stage, isLoading, isError } = useGetReviewStageQuery(attempt.stageId);
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (isError || !stage)
    return <Alert severity="error">No se pudieron cargar las preguntas de la etapa.</Alert>;
  const result = questionnaireResult(stage.questions, attempt.answers);
  return (
    <Stack spacing={2}>
      <Typography sx={{ fontWeight: 600 }}>
        Puntaje: {attempt.proposedScore ?? attempt.score ?? result.score ?? '—'}/100 (
        {result.rightCount} de {result.total} correctas
        {typeof stage.passingScore === 'number' ? `; aprueba con ${stage.passingScore}` : ''})
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {result.items.map((item, index) => (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2, borderColor: item.right ? 'success.main' : 'error.main' }}
          >
            <Typography sx={{ fontWeight: 500 }}>
              {index + 1}. {item.text}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
              {item.right ? (
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              ) : (
                <CancelIcon color="error" fontSize="small" aria-hidden />
              )}
              <Typography variant="body2">
                <Box
                  component="span"
                  sx={{ fontWeight: 600, color: item.right ? 'success.main' : 'error.main' }}
                >
                  {item.right ? 'Correcta' : 'Incorrecta'}:
                </Box>{' '}
                {item.chosen ?? 'Sin respuesta'}
              </Typography>
            </Stack>
            {!item.right && item.correct ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, pl: 3.5 }}>
                Respuesta correcta: {item.correct}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function Interview({ attempt }: { attempt: ReviewAttempt }) {
  const { data: stage } = useGetReviewStageQuery(attempt.stageId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EventAvailableIcon color="success" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>Asistencia confirmada</Typography>
      </Stack>
      <Typography variant="body2">
        {`${candidateFullName(attempt)} confirmó su asistencia`}
        {attempt.submittedAt ? ` el ${formatDateTime(attempt.submittedAt)}` : ''}.
      </Typography>
      {stage?.scheduledAt || stage?.place ? (
        <Typography variant="body2" color="text.secondary">
          {stage.scheduledAt ? `Fecha: ${formatDateTime(stage.scheduledAt)}` : ''}
          {stage.scheduledAt && stage.place ? ' · ' : ''}
          {stage.place ? `Lugar: ${stage.place}` : ''}
        </Typography>
      ) : null}
      {attempt.textAnswer ? (
        <PlainText label="Comentario del candidato" text={attempt.textAnswer} />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Registra el resultado de la entrevista con «Aprobar» o «Rechazar».
      </Typography>
    </Stack>
  );
}

/** A technical answer beside the task it answers ("Enunciado", with its PDF). */
function Technical({ attempt }: { attempt: ReviewAttempt }) {
  const { data: stage, isLoading } = useGetReviewStageQuery(attempt.stageId);
  const statement = paragraphs(stage?.statement);
  const answer = attempt.textAnswer ? (
    <PlainText label="Respuesta del candidato" text={attempt.textAnswer} />
  ) : (
    <Alert severity="info">El candidato no envió una respuesta.</Alert>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Enunciado
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Stack spacing={1}>
              {statement.length ? (
                statement.map((part, index) => (
                  <Typography
                    key={index}
                    variant="body2"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {part}
                  </Typography>
                ))
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Esta etapa no tiene enunciado.
                </Typography>
              )}
              {stage?.statementFile ? (
                <Box>
                  <FileDownloadButton
                    url={stage.statementFile.downloadUrl}
                    fileName={stage.statementFile.name}
                    label="Descargar el enunciado (PDF)"
                  />
                </Box>
              ) : null}
            </Stack>
          </Paper>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{answer}</Grid>
    </Grid>
  );
}

/** What the candidate submitted, by stage type. Text is always text, never HTML. */
export function Submission({ attempt }: { attempt: ReviewAttempt }) {
  switch (attempt.stageType) {
    case 'questionnaire':
      return <Questionnaire attempt={attempt} />;
    case 'technical':
      return <Technical attempt={attempt} />;
    case 'psychometric_bender':
      return attempt.file ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <BenderDrawing
            file={attempt.file}
            alt={`Dibujo del test de Bender de ${candidateFullName(attempt)}`}
          />
          <FileDownloadButton
            url={attempt.file.downloadUrl}
            fileName={attempt.file.name}
            label="Descargar dibujo"
          />
        </Stack>
      ) : (
        <Alert severity="info">El candidato todavía no subió el dibujo.</Alert>
      );
    case 'document':
      return (
        <Stack spacing={2}>
          {attempt.file ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <InsertDriveFileIcon color="action" aria-hidden />
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {attempt.file.name} ({Math.max(1, Math.round(attempt.file.size / 1024))} KB)
                </Typography>
              </Stack>
              <FileDownloadButton
                url={attempt.file.downloadUrl}
                fileName={attempt.file.name}
                label="Descargar documento"
              />
            </Stack>
          ) : (
            <Alert severity="info">El intento no tiene un documento adjunto.</Alert>
          )}
          {attempt.textAnswer ? (
            <PlainText label="Comentario del candidato" text={attempt.textAnswer} />
          ) : null}
        </Stack>
      );
    case 'interview':
      return <Interview attempt={attempt} />;
    default:
      return attempt.textAnswer ? <PlainText label="Respuesta" text={attempt.textAnswer} /> : null;
  }
}
