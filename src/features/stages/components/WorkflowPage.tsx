import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { applicationStatusLabel, formatDateTime, stageTypeLabel } from '@/shared/domain';
import { offerPath } from '@/features/jobs';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen } from '@/shared/screens';
import { endedAt, latestAttemptByStage, STAGE_TEXTS } from '../labels';
import { stagePath, workflowView } from '../rules';
import { useStageData } from '../useStageData';
import { AttemptResult } from './AttemptResult';
import { InterviewDetails } from './InterviewDetails';
import { StageHeaderCard } from './StageHeaderCard';
import { StageStatusChip } from './StageStatusChip';

/** A stage named as its type ("Entrevista") does not say the type twice. */
const sameWords = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

/** `/app/jobs/{jobId}/workflow`: where the candidate stands in an offer's selection process. */
export function WorkflowPage() {
  const { jobId = '' } = useParams();
  const { offer, progress, attempts, stages, loading, applicationId } = useStageData(jobId);
  if (!offer)
    return loading ? <PendingIndicator /> : <NotFoundScreen variant="data" redirect="/app/jobs/" />;
  // One current stage for the workflow, the stage route and Mis Aplicaciones; the spec's
  // workflow rule names the locked stage behind one in review, shown as "Siguiente".
  const { current, next } = workflowView(stages);
  if (!current) return <NotFoundScreen variant="data" redirect="/app/jobs/" />;
  const status = progress?.status ?? offer.applicationStatus ?? null;
  const results = latestAttemptByStage(attempts);
  const failedStage = stages.find((stage) => stage.status === 'failed');
  const activeIndex = stages.findIndex((stage) => stage.id === current.id);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <StageHeaderCard overline="Proceso de selección" title={offer.title}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {offer.company.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {applicationId ? (
            <Chip
              size="small"
              color={status === 'hired' ? 'success' : status === 'rejected' ? 'default' : 'primary'}
              label={`Postulación: ${applicationStatusLabel(status ?? 'in_progress')}`}
            />
          ) : (
            <Chip size="small" label="Sin postular" />
          )}
          <Typography variant="body2" color="text.secondary">
            {stages.length === 1 ? '1 etapa' : `${stages.length} etapas`}
          </Typography>
          <Link component={RouterLink} to={offerPath(offer.id)} variant="body2">
            Ver la oferta
          </Link>
        </Stack>
      </StageHeaderCard>

      {!applicationId ? (
        <Alert
          severity="info"
          action={
            offer.status === 'published' ? (
              <Button
                component={RouterLink}
                to={offerPath(offer.id)}
                color="inherit"
                variant="outlined"
              >
                {STAGE_TEXTS.apply}
              </Button>
            ) : undefined
          }
        >
          {offer.status === 'published'
            ? 'Todavía no postulaste a esta oferta. Estas son las etapas de su proceso de selección.'
            : 'Esta oferta ya no recibe postulaciones. Estas eran las etapas de su proceso.'}
        </Alert>
      ) : status === 'hired' ? (
        <Alert severity="success">
          <AlertTitle>{STAGE_TEXTS.hired}</AlertTitle>
          El equipo de {offer.company.name} se pondrá en contacto contigo.
        </Alert>
      ) : status === 'rejected' && failedStage ? (
        <Alert severity="info">
          <AlertTitle>{endedAt(failedStage.name)}</AlertTitle>
          Gracias por participar. Puedes seguir buscando ofertas que se ajusten a tu perfil.
        </Alert>
      ) : null}

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="workflow-stages"
        sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
      >
        <Typography id="workflow-stages" variant="h6" component="h2" sx={{ mb: 2 }}>
          Etapas
        </Typography>
        <Stepper
          orientation="vertical"
          activeStep={!applicationId || status === 'in_progress' ? activeIndex : -1}
          component="ol"
          sx={{ p: 0, m: 0 }}
        >
          {stages.map((stage, index) => {
            // The current stage is marked while the application goes on; a finished one says
            // where it ended in the alert above.
            const isCurrent =
              stage.id === current.id && (!applicationId || status === 'in_progress');
            const isNext = stage.id === next?.id && applicationId && status === 'in_progress';
            const result = results.get(stage.id);
            const decided = stage.status === 'passed' || stage.status === 'failed';
            return (
              <Step
                key={stage.id}
                component="li"
                expanded
                completed={stage.status === 'passed'}
                aria-current={isCurrent ? 'step' : undefined}
                sx={{ listStyle: 'none' }}
              >
                <StepLabel
                  error={stage.status === 'failed'}
                  optional={
                    sameWords(stage.name, stageTypeLabel(stage.type)) ? undefined : (
                      <Typography variant="body2" color="text.secondary">
                        {stageTypeLabel(stage.type)}
                      </Typography>
                    )
                  }
                >
                  <Box component="span" sx={{ fontWeight: isCurrent ? 700 : 500 }}>
                    <Box component="span" sx={visuallyHidden}>{`Etapa ${index + 1}: `}</Box>
                    {stage.name}
                  </Box>
                </StepLabel>
                <StepContent>
                  <Box
                    sx={{
                      ...(isCurrent && applicationId
                        ? { borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }
                        : {}),
                    }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <StageStatusChip status={stage.status} type={stage.type} />
                      {isCurrent && applicationId ? (
                        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                          {STAGE_TEXTS.current}
                        </Typography>
                      ) : null}
                      {isNext ? (
                        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                          {STAGE_TEXTS.next}
                        </Typography>
                      ) : null}
                    </Stack>
                    {decided && result ? <AttemptResult attempt={result} withDate /> : null}
                    {stage.type === 'interview' &&
                    applicationId &&
                    (stage.status === 'in_progress' || stage.status === 'reviewing') ? (
                      <Box sx={{ mt: 1.5 }}>
                        <InterviewDetails
                          scheduledAt={stage.scheduledAt}
                          place={stage.place}
                          confirmedAt={
                            stage.status === 'reviewing' ? (result?.submittedAt ?? null) : null
                          }
                        />
                      </Box>
                    ) : null}
                    {stage.status === 'reviewing' &&
                    stage.type !== 'interview' &&
                    result?.submittedAt ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {`Enviada el ${formatDateTime(result.submittedAt)}.`}
                      </Typography>
                    ) : null}
                    {isNext ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {STAGE_TEXTS.opensAfterReview}
                      </Typography>
                    ) : null}
                    {stage.description ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {stage.description}
                      </Typography>
                    ) : null}
                    {isCurrent && applicationId ? (
                      <Button
                        component={RouterLink}
                        to={stagePath(offer.id, stage.id)}
                        variant="contained"
                        endIcon={<ArrowForward />}
                        sx={{ mt: 1.5 }}
                      >
                        {STAGE_TEXTS.goToStage}
                      </Button>
                    ) : null}
                  </Box>
                </StepContent>
              </Step>
            );
          })}
        </Stepper>
      </Paper>
    </Stack>
  );
}
