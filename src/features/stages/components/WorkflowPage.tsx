import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useParams } from 'react-router';
import { stageTypeLabel } from '@/shared/domain';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen, Section } from '@/shared/screens';
import { latestAttemptByStage } from '../labels';
import { workflowView } from '../rules';
import { useStageData } from '../useStageData';
import { WorkflowHeader } from './workflow/WorkflowHeader';
import { WorkflowOutcome } from './workflow/WorkflowOutcome';
import { WorkflowStepDetails } from './workflow/WorkflowStepDetails';

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
  const applied = !!applicationId;
  const status = progress?.status ?? offer.applicationStatus ?? null;
  const results = latestAttemptByStage(attempts);
  // The current stage is marked while the application goes on; a finished one says where it
  // ended in the alert above.
  const ongoing = !applied || status === 'in_progress';
  const activeIndex = stages.findIndex((stage) => stage.id === current.id);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <WorkflowHeader offer={offer} applied={applied} status={status} stageCount={stages.length} />
      <WorkflowOutcome
        offer={offer}
        applied={applied}
        status={status}
        failedStageName={stages.find((stage) => stage.status === 'failed')?.name}
      />
      <Section title="Etapas" id="workflow-stages">
        <Stepper
          orientation="vertical"
          activeStep={ongoing ? activeIndex : -1}
          component="ol"
          sx={{ p: 0, m: 0 }}
        >
          {stages.map((stage, index) => {
            const isCurrent = stage.id === current.id && ongoing;
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
                  <WorkflowStepDetails
                    offerId={offer.id}
                    stage={stage}
                    isCurrent={isCurrent}
                    isNext={stage.id === next?.id && applied && status === 'in_progress'}
                    applied={applied}
                    result={results.get(stage.id)}
                  />
                </StepContent>
              </Step>
            );
          })}
        </Stepper>
      </Section>
    </Stack>
  );
}
