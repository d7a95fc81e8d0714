import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { workflowPath } from '@/features/applications';
import { formatDateTime, INTERVIEW_CONFIRMED, stageTypeLabel } from '@/shared/domain';
import { offerPath, type CandidateJobOffer, type CandidateStage } from '@/features/jobs';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen } from '@/shared/screens';
import { useGetLastAttemptQuery } from '../api';
import { endedAt, latestAttemptByStage, positionText, STAGE_TEXTS } from '../labels';
import type { Attempt } from '../model';
import { stagePath } from '../rules';
import { useStageData } from '../useStageData';
import { AttemptResult } from './AttemptResult';
import { BenderForm } from './BenderForm';
import { DocumentForm } from './DocumentForm';
import { InterviewDetails } from './InterviewDetails';
import { InterviewForm } from './InterviewForm';
import { QuestionnaireForm } from './QuestionnaireForm';
import { StageHeaderCard } from './StageHeaderCard';
import { StageStatusChip } from './StageStatusChip';
import { TechnicalForm } from './TechnicalForm';
import type { StageFormProps } from './useStageSubmit';

/** A status message that takes focus when it appears after the candidate acted. */
function Outcome({
  focus,
  severity,
  title,
  children,
}: {
  focus: boolean;
  severity: 'info' | 'success' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Alert ref={ref} severity={severity} tabIndex={-1} role="status" sx={{ alignSelf: 'stretch' }}>
      <AlertTitle
        component="h2"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: children ? 0.5 : 0 }}
      >
        {title}
      </AlertTitle>
      {children}
    </Alert>
  );
}

/** `/app/jobs/{jobId}/stages/{stageId}`: one stage, by its status; its form when it is open. */
export function StagePage() {
  const { jobId = '', stageId = '' } = useParams();
  const data = useStageData(jobId);
  const { offer, stages, applicationId, attempts, progress, loading } = data;
  const lastAttempt = useGetLastAttemptQuery(applicationId ?? skipToken).data ?? null;
  const [conflict, setConflict] = useState<string | null>(null);
  const [acted, setActed] = useState(false);
  const onConflict = useCallback((message: string) => {
    setConflict(message);
    setActed(true);
  }, []);

  // A status change after this page's own submission moves focus to the new status.
  const index = stages.findIndex((stage) => stage.id === stageId);
  const status = stages[index]?.status;
  const firstStatus = useRef(status);
  useEffect(() => {
    if (status && firstStatus.current && status !== firstStatus.current) setActed(true);
  }, [status]);

  if (!offer)
    return loading ? <PendingIndicator /> : <NotFoundScreen variant="data" redirect="/app/jobs/" />;
  const stage = stages[index];
  if (!stage) return <NotFoundScreen variant="data" redirect={workflowPath(offer.id)} />;

  const result =
    latestAttemptByStage(attempts).get(stage.id) ??
    (lastAttempt?.stageId === stage.id ? lastAttempt : undefined);
  const next = stages[index + 1];
  const finished = progress && progress.status !== 'in_progress';
  const formProps: StageFormProps = {
    jobId: offer.id,
    applicationId: applicationId ?? '',
    stageId: stage.id,
    onConflict,
  };

  return (
    // The Bender stage is wider: its figures sit beside the canvas.
    <Stack
      spacing={3}
      sx={{
        maxWidth: stage.type === 'psychometric_bender' ? 1200 : 880,
        mx: 'auto',
        width: '100%',
      }}
    >
      <div>
        <Link
          component={RouterLink}
          to={workflowPath(offer.id)}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          Volver al proceso
        </Link>
      </div>
      <StageHeaderCard
        overline={`${positionText(index, stages.length)} · ${stageTypeLabel(stage.type)}`}
        title={stage.name}
      >
        <Typography variant="body2" color="text.secondary">
          {offer.title} · {offer.company.name}
        </Typography>
        <div>
          <StageStatusChip status={stage.status} type={stage.type} />
        </div>
        {stage.description ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{stage.description}</Typography>
        ) : null}
      </StageHeaderCard>

      {conflict ? (
        <Alert severity="warning" onClose={() => setConflict(null)}>
          {conflict}
        </Alert>
      ) : null}

      <Paper
        component="section"
        aria-label="Tu etapa"
        variant="outlined"
        sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
      >
        <StageBody
          offer={offer}
          stage={stage}
          applicationId={applicationId}
          result={result}
          next={next}
          finished={!!finished}
          focus={acted}
          formProps={formProps}
          lastAttempt={lastAttempt}
        />
      </Paper>
    </Stack>
  );
}

interface BodyProps {
  offer: CandidateJobOffer;
  stage: CandidateStage;
  applicationId: string | null;
  result: Attempt | undefined;
  next: CandidateStage | undefined;
  finished: boolean;
  focus: boolean;
  formProps: StageFormProps;
  lastAttempt: Attempt | null;
}

function StageBody({
  offer,
  stage,
  applicationId,
  result,
  next,
  finished,
  focus,
  formProps,
  lastAttempt,
}: BodyProps) {
  if (!applicationId) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {offer.status === 'published'
            ? 'Postula a esta oferta para comenzar su proceso de selección.'
            : 'Esta oferta ya no recibe postulaciones.'}
        </Typography>
        {offer.status === 'published' ? (
          <Button component={RouterLink} to={offerPath(offer.id)} variant="contained">
            {STAGE_TEXTS.apply}
          </Button>
        ) : null}
      </Stack>
    );
  }
  // The Bender form stays while its drawing has not arrived: an attempt whose upload failed
  // (or is still under way) is completed by sending the drawing again, never a second attempt.
  const ownAttempt = lastAttempt?.stageId === stage.id ? lastAttempt : null;
  if (
    stage.type === 'psychometric_bender' &&
    (stage.status === 'in_progress' || (stage.status === 'reviewing' && !ownAttempt?.file))
  ) {
    const pending = ownAttempt?.status === 'reviewing' && !ownAttempt.file ? ownAttempt.id : null;
    return <BenderForm {...formProps} pendingAttemptId={pending} />;
  }
  switch (stage.status) {
    case 'pending':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Outcome focus={focus} severity="info" title={STAGE_TEXTS.pending}>
            Se abrirá cuando apruebes las etapas anteriores.
          </Outcome>
          <Button component={RouterLink} to={workflowPath(offer.id)} variant="outlined">
            Ver el proceso
          </Button>
        </Stack>
      );
    case 'reviewing': {
      if (stage.type === 'interview') {
        // Confirmed: the interview's details stay, with the confirmation said as such.
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Outcome focus={focus} severity="success" title={INTERVIEW_CONFIRMED}>
              Te esperamos en la entrevista. El equipo de {offer.company.name} registrará el
              resultado después de conversar contigo.
            </Outcome>
            <InterviewDetails
              scheduledAt={stage.scheduledAt}
              place={stage.place}
              confirmedAt={result?.submittedAt ?? null}
              calendar={{
                uid: `${applicationId}-${stage.id}@talentia`,
                stageName: stage.name,
                offerTitle: offer.title,
                companyName: offer.company.name,
              }}
            />
            <Button component={RouterLink} to={workflowPath(offer.id)} variant="outlined">
              Ver el proceso
            </Button>
          </Stack>
        );
      }
      const sent = formatDateTime(result?.submittedAt);
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Outcome focus={focus} severity="info" title={STAGE_TEXTS.reviewing}>
            {sent ? `Enviada el ${sent}. ` : ''}Te avisaremos cuando el equipo de{' '}
            {offer.company.name} la revise.
          </Outcome>
          <Button component={RouterLink} to={workflowPath(offer.id)} variant="outlined">
            Ver el proceso
          </Button>
        </Stack>
      );
    }
    case 'passed':
    case 'failed': {
      const passed = stage.status === 'passed';
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Outcome
            focus={focus}
            severity={passed ? 'success' : 'warning'}
            title={passed ? STAGE_TEXTS.passed : STAGE_TEXTS.failed}
          >
            <AttemptResult attempt={result} />
          </Outcome>
          {passed && next && !finished ? (
            <Button
              component={RouterLink}
              to={stagePath(offer.id, next.id)}
              variant="contained"
              endIcon={<ArrowForward />}
            >
              {`Ir a la siguiente etapa: ${next.name}`}
            </Button>
          ) : (
            <>
              {passed && !next ? <Typography>{STAGE_TEXTS.hired}</Typography> : null}
              {!passed ? <Typography>{endedAt(stage.name)}</Typography> : null}
              <Button component={RouterLink} to={workflowPath(offer.id)} variant="outlined">
                Ver el proceso
              </Button>
            </>
          )}
        </Stack>
      );
    }
    case 'in_progress':
      switch (stage.type) {
        case 'questionnaire':
          return <QuestionnaireForm {...formProps} questions={stage.questions ?? []} />;
        case 'technical':
          return (
            <TechnicalForm
              {...formProps}
              statement={stage.statement}
              statementFile={stage.statementFile}
            />
          );
        case 'interview':
          return (
            <InterviewForm
              {...formProps}
              scheduledAt={stage.scheduledAt}
              place={stage.place}
              stageName={stage.name}
              offerTitle={offer.title}
              companyName={offer.company.name}
            />
          );
        case 'document':
          return <DocumentForm {...formProps} />;
      }
  }
  return null;
}
