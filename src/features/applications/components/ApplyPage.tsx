import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { useGetCandidateJobOfferQuery, type CandidateJobOffer } from '@/features/jobs';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen, Section } from '@/shared/screens';
import { paragraphs } from '@/shared/text/paragraphs';
import { workflowPath } from '../paths';
import { APPLY_MESSAGES } from '../model';
import { ApplyPanel } from './ApplyPanel';
import { OfferHeader } from './OfferHeader';
import { OfferStages } from './OfferStages';
import { SkillsMatch } from './SkillsMatch';

/** `/app/candidates/job-offers/{jobOfferId}/apply`: the offer's full page and the apply form. */
export function ApplyPage() {
  const { jobOfferId = '' } = useParams();
  const { data: offer, isLoading } = useGetCandidateJobOfferQuery(jobOfferId);
  if (!offer) {
    return isLoading ? (
      <PendingIndicator />
    ) : (
      <NotFoundScreen variant="data" redirect="/app/jobs/" />
    );
  }
  return <OfferPage offer={offer} />;
}

function OfferPage({ offer }: { offer: CandidateJobOffer }) {
  const [conflict, setConflict] = useState<'already_applied' | 'offer_closed' | null>(null);
  const applied = !!offer.applicationId || conflict === 'already_applied';
  const closed = offer.status !== 'published' || conflict === 'offer_closed';

  return (
    <Stack spacing={3} sx={{ maxWidth: 1120, mx: 'auto' }}>
      <OfferHeader offer={offer} closed={closed} />

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Stack spacing={3}>
            <Section title="Descripción" id="offer-description" titleGap={1.5}>
              <Stack spacing={1.5}>
                {paragraphs(offer.description).map((text, index) => (
                  <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
                    {text}
                  </Typography>
                ))}
              </Stack>
            </Section>
            <Section title="Habilidades requeridas" id="offer-skills" titleGap={1.5}>
              <SkillsMatch offer={offer} />
            </Section>
            <Section title="Etapas del proceso" id="offer-stages" titleGap={1.5}>
              <OfferStages offer={offer} />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="offer-apply"
            sx={{
              borderRadius: 3,
              p: { xs: 2, sm: 3 },
              position: { md: 'sticky' },
              top: { md: 88 },
            }}
          >
            <Typography id="offer-apply" variant="h6" component="h2" sx={{ mb: 2 }}>
              Postular a esta oferta
            </Typography>
            {applied ? (
              <Alert severity="success">
                {/* The link under the message: beside it, it wrapped on a phone. */}
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <span>{APPLY_MESSAGES.alreadyApplied}</span>
                  <Button
                    component={RouterLink}
                    to={workflowPath(offer.id)}
                    color="inherit"
                    variant="outlined"
                    size="small"
                  >
                    {APPLY_MESSAGES.seeProcess}
                  </Button>
                </Stack>
              </Alert>
            ) : closed ? (
              <Alert severity="info">{APPLY_MESSAGES.closed}</Alert>
            ) : (
              <ApplyPanel jobId={offer.id} onConflict={setConflict} />
            )}
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
