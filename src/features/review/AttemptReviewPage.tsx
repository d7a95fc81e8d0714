import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { isApiError } from '@/app/api';
import { useSnackbar } from '@/shared/feedback';
import { PendingIndicator, useConfirm } from '@/shared/feedback';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { AccessDeniedScreen, NotFoundScreen } from '@/shared/screens';
import { useDecideAttemptMutation, useGetReviewAttemptQuery, useGetReviewQueueQuery } from './api';
import { reviewPath } from './constants';
import { FileDownloadButton } from './components/FileDownloadButton';
import { ShortcutsDialog } from './components/ShortcutsDialog';
import { Submission } from './components/Submission';
import {
  attemptStatusLabel,
  formatDateTime,
  formatTimeAgo,
  inSentence,
  stageTypeLabel,
  type Decision,
} from '@/shared/domain';
import type { ReviewAttempt } from './model';
import { parseQueueParams, queueSearch, toApiQuery, type QueueParams } from './queueParams';
import { candidateFullName, FEEDBACK_MAX, parseScore, proposalText } from './rules';

export const ALREADY_DECIDED = 'Este intento ya fue evaluado';
const QUEUE_PATH = '/app/recruiter/candidates';

interface Neighbour {
  id: string;
  /** The queue page it is on. */
  page: number;
}

/**
 * The attempts before and after this one in the queue the recruiter came from (the queue's
 * filters and page ride along in the URL), crossing to the next or previous page at the ends.
 */
function useNeighbours(attemptId: string, params: QueueParams) {
  const current = useGetReviewQueueQuery(toApiQuery(params));
  const rows = current.data?.data ?? [];
  const index = rows.findIndex((row) => row.id === attemptId);
  const totalPages = current.data?.totalPages ?? 0;
  const needNext = index >= 0 && index === rows.length - 1 && params.page < totalPages;
  const needPrevious = index === 0 && params.page > 1;
  const nextPage = useGetReviewQueueQuery(toApiQuery({ ...params, page: params.page + 1 }), {
    skip: !needNext,
  });
  const previousPage = useGetReviewQueueQuery(toApiQuery({ ...params, page: params.page - 1 }), {
    skip: !needPrevious,
  });

  let next: Neighbour | null = null;
  let previous: Neighbour | null = null;
  if (index === -1) {
    // Opened from a link outside this page of the queue: "Siguiente" starts the page.
    const first = rows.find((row) => row.id !== attemptId);
    if (first) next = { id: first.id, page: params.page };
  } else {
    const after = rows[index + 1];
    const before = rows[index - 1];
    if (after) next = { id: after.id, page: params.page };
    else if (needNext && nextPage.data?.data[0])
      next = { id: nextPage.data.data[0].id, page: params.page + 1 };
    if (before) previous = { id: before.id, page: params.page };
    else if (needPrevious && previousPage.data?.data.at(-1))
      previous = { id: previousPage.data.data.at(-1)!.id, page: params.page - 1 };
  }
  const position =
    index >= 0 && current.data
      ? { number: (params.page - 1) * params.pageSize + index + 1, total: current.data.total }
      : null;
  return { next, previous, position };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `review-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DecidedSummary({ attempt }: { attempt: ReviewAttempt }) {
  return (
    <Alert severity={attempt.status === 'passed' ? 'success' : 'error'}>
      <Typography sx={{ fontWeight: 600 }}>{ALREADY_DECIDED}</Typography>
      <Typography variant="body2">
        Resultado: {inSentence(attemptStatusLabel(attempt.status))}
        {typeof attempt.score === 'number' ? ` · Puntaje ${attempt.score}` : ''}
        {attempt.reviewedAt ? ` · ${formatDateTime(attempt.reviewedAt)}` : ''}
      </Typography>
      {attempt.feedback ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          Comentarios: {attempt.feedback}
        </Typography>
      ) : null}
    </Alert>
  );
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="listbox"], [role="menu"]') !== null
  );
}

/** `/app/recruiter/candidates/attempts/:attemptId`: one attempt, its submission and the decision. */
export function AttemptReviewPage() {
  const { attemptId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseQueueParams(searchParams), [searchParams]);
  const { data: attempt, error, isLoading } = useGetReviewAttemptQuery(attemptId);
  const queuePath = `${QUEUE_PATH}${queueSearch(params)}`;

  if (isLoading) return <PendingIndicator />;
  if (!attempt) {
    if (isApiError(error) && error.status === 403)
      return <AccessDeniedScreen redirect={QUEUE_PATH} label="Volver" />;
    if (isApiError(error) && error.status === 404)
      return <NotFoundScreen variant="data" redirect={QUEUE_PATH} />;
    return (
      <Alert severity="error">
        {(error as { message?: string } | undefined)?.message ?? 'No se pudo cargar el intento.'}
      </Alert>
    );
  }
  return <AttemptReview key={attempt.id} attempt={attempt} params={params} queuePath={queuePath} />;
}

function AttemptReview({
  attempt,
  params,
  queuePath,
}: {
  attempt: ReviewAttempt;
  params: QueueParams;
  queuePath: string;
}) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [decide, decision] = useDecideAttemptMutation();
  const { next, previous, position } = useNeighbours(attempt.id, params);
  const [scoreText, setScoreText] = useState('');
  const [feedback, setFeedback] = useState('');
  const [conflict, setConflict] = useState(false);
  const [help, setHelp] = useState(false);
  const scoreRef = useRef<HTMLInputElement>(null);
  const score = parseScore(scoreText);
  const name = candidateFullName(attempt);
  const open = attempt.status === 'reviewing' && !conflict;
  const proposal = proposalText(attempt);
  // Typed feedback or a score is never dropped by a shortcut (J/K/V) or a link without asking.
  const typed = open && (feedback.trim() !== '' || scoreText.trim() !== '');
  const { allowNextNavigation } = useUnsavedChangesGuard(typed && !decision.isLoading);
  // A short form beside the submission, always in view: its failure is a snackbar.
  const submission = useFormSubmission({
    fallback: 'No se pudo guardar',
    display: 'snackbar',
    onConflict: () => {
      setConflict(true);
      snackbar(ALREADY_DECIDED, 'warning');
      return true;
    },
  });

  const go = (target: Neighbour | null) => {
    if (target) navigate(reviewPath(target.id, queueSearch({ ...params, page: target.page })));
  };

  const submit = async (status: Decision) => {
    if (!open || decision.isLoading) return;
    if (score.error) {
      scoreRef.current?.focus();
      return;
    }
    const verb = status === 'passed' ? 'aprobará' : 'rechazará';
    const ok = await confirm({
      description: `Se ${verb} el intento de ${name} en «${attempt.stageName}». El candidato recibirá una notificación.`,
      destructive: status === 'failed',
    });
    if (!ok) return;
    // The attempt leaves the queue, and the ones after it move up one place: the next one
    // stays on this page of the queue.
    const target = next ? { id: next.id, page: params.page } : null;
    const decided = await submission.run(() =>
      decide({
        attempt,
        body: { status, score: score.value, feedback: feedback.trim() || null },
      }).unwrap(),
    );
    if (!decided.ok) return;
    snackbar(status === 'passed' ? 'Intento aprobado' : 'Intento rechazado', 'success');
    allowNextNavigation();
    if (target) go(target);
    else navigate(queuePath);
  };

  // Power-user shortcuts: J/K next/previous, A approve, R reject, V back, ? help.
  const latest = useRef({ submit, go, next, previous, queuePath, navigate });
  useEffect(() => {
    latest.current = { submit, go, next, previous, queuePath, navigate };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const current = latest.current;
      switch (event.key) {
        case 'j':
        case 'J':
          current.go(current.next);
          break;
        case 'k':
        case 'K':
          current.go(current.previous);
          break;
        case 'a':
        case 'A':
          void current.submit('passed');
          break;
        case 'r':
        case 'R':
          void current.submit('failed');
          break;
        case 'v':
        case 'V':
          current.navigate(current.queuePath);
          break;
        case '?':
          setHelp(true);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to={queuePath} startIcon={<ArrowBackIcon />}>
          Volver a Tareas
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {position ? (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              {position.number} de {position.total}
            </Typography>
          ) : null}
          <Button
            startIcon={<NavigateBeforeIcon />}
            disabled={!previous}
            onClick={() => go(previous)}
          >
            Anterior
          </Button>
          <Button endIcon={<NavigateNextIcon />} disabled={!next} onClick={() => go(next)}>
            Siguiente
          </Button>
          <Tooltip title="Atajos de teclado (?)">
            <IconButton aria-label="Atajos de teclado" onClick={() => setHelp(true)}>
              <KeyboardIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>

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
          <Section title="Envío">
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Chip size="small" label={stageTypeLabel(attempt.stageType)} />
              {attempt.automatizable ? (
                <Chip size="small" color="info" variant="outlined" label="Automatizable" />
              ) : null}
              <Typography variant="body2" color="text.secondary">
                Enviado{' '}
                <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time> (
                {formatTimeAgo(attempt.submittedAt)})
              </Typography>
            </Stack>
            <Submission attempt={attempt} />
          </Section>
        </Stack>

        <Stack spacing={2} sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
          <Section title="Candidato">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              {attempt.candidate?.email ? (
                <Link href={`mailto:${attempt.candidate.email}`} sx={{ overflowWrap: 'anywhere' }}>
                  {attempt.candidate.email}
                </Link>
              ) : null}
              {attempt.cv ? (
                <FileDownloadButton
                  url={attempt.cv.downloadUrl}
                  fileName={attempt.cv.fileName}
                  label="Descargar CV"
                />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Sin CV adjunto
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
                Oferta: {attempt.jobOffer?.title ?? 'Oferta eliminada'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Etapa: {attempt.stageName}
                {attempt.stageName.trim().toLowerCase() ===
                stageTypeLabel(attempt.stageType).toLowerCase()
                  ? ''
                  : ` (${stageTypeLabel(attempt.stageType)})`}
              </Typography>
            </Stack>
          </Section>

          <Section title="Decisión">
            {open ? (
              <Stack
                component="form"
                spacing={2}
                noValidate
                onSubmit={(event) => event.preventDefault()}
              >
                {proposal ? (
                  <Alert severity="info" icon={false}>
                    {proposal.replace('Propuesta:', 'Propuesta de la plataforma:')}
                  </Alert>
                ) : null}
                <TextField
                  label="Puntaje"
                  value={scoreText}
                  onChange={(event) => setScoreText(event.target.value)}
                  error={Boolean(score.error)}
                  helperText={score.error ?? 'Opcional, de 0 a 100'}
                  inputRef={scoreRef}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
                />
                <TextField
                  label="Comentarios para el candidato"
                  value={feedback}
                  onChange={(event) => setFeedback(event.target.value)}
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
                    disabled={decision.isLoading}
                    onClick={() => void submit('passed')}
                  >
                    Aprobar
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    fullWidth
                    disabled={decision.isLoading}
                    onClick={() => void submit('failed')}
                  >
                    Rechazar
                  </Button>
                </Stack>
              </Stack>
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
