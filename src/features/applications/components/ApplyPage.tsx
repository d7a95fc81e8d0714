import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import {
  FavoriteToggle,
  useGetCandidateJobOfferQuery,
  type CandidateJobOffer,
} from '@/features/jobs';
import { PendingIndicator } from '@/shared/feedback';
import { NotFoundScreen } from '@/shared/screens';
import {
  formatDate,
  formatPlace,
  formatSalary,
  modalityLabel,
  NO_SALARY,
  offerStatusLabel,
  seniorityLabel,
  stageTypeLabel,
} from '@/shared/domain';
import { paragraphs } from '@/shared/text/paragraphs';
import { workflowPath } from '../paths';
import { APPLY_MESSAGES } from '../model';
import { ApplyPanel } from './ApplyPanel';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
    >
      <Box sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" color="text.primary">
        {children}
      </Typography>
    </Stack>
  );
}

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
  const salary = formatSalary(offer.salary);
  const place = formatPlace(offer);
  const published = formatDate(offer.publishedAt ?? offer.date);
  const stages = [...offer.stages].sort((a, b) => a.order - b.order);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1120, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip label={offer.category} size="small" color="primary" variant="outlined" />
            {closed ? <Chip label={offerStatusLabel('closed')} size="small" /> : null}
          </Stack>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {offer.title}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {offer.company.name}
          </Typography>
          <Stack
            component="ul"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', rowGap: 1 }}
            aria-label="Datos de la oferta"
          >
            {place ? <Fact icon={<PlaceOutlined fontSize="small" />}>{place}</Fact> : null}
            <Fact icon={<BusinessOutlined fontSize="small" />}>
              {modalityLabel(offer.modality)}
            </Fact>
            <Fact icon={<WorkOutlined fontSize="small" />}>{seniorityLabel(offer.seniority)}</Fact>
            <Fact icon={<PaymentsOutlined fontSize="small" />}>{salary ?? NO_SALARY}</Fact>
            {published ? (
              <Fact icon={<CalendarTodayOutlined fontSize="small" />}>
                Publicada el {published}
              </Fact>
            ) : null}
          </Stack>
          <Box>
            <FavoriteToggle offer={offer} variant="button" />
          </Box>
        </Stack>
      </Paper>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Stack spacing={3}>
            <Section title="Descripción" id="offer-description">
              <Stack spacing={1.5}>
                {paragraphs(offer.description).map((text, index) => (
                  <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
                    {text}
                  </Typography>
                ))}
              </Stack>
            </Section>
            <Section title="Habilidades requeridas" id="offer-skills">
              <SkillsMatch offer={offer} />
            </Section>
            <Section title="Etapas del proceso" id="offer-stages">
              {stages.length === 0 ? (
                <Typography color="text.secondary">
                  Esta oferta no tiene etapas definidas.
                </Typography>
              ) : (
                <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {stages.map((stage, index) => (
                    <Stack
                      component="li"
                      key={stage.id}
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center' }}
                    >
                      <Box
                        aria-hidden
                        sx={{
                          width: 32,
                          height: 32,
                          borderRadius: '50%',
                          flexShrink: 0,
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: 'action.selected',
                          fontWeight: 600,
                        }}
                      >
                        {index + 1}
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }}>{stage.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {stageTypeLabel(stage.type)}
                        </Typography>
                      </Box>
                    </Stack>
                  ))}
                </Stack>
              )}
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

function SkillList({ title, skills, has }: { title: string; skills: string[]; has: boolean }) {
  if (skills.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        aria-label={title}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              icon={has ? <CheckCircle /> : <HighlightOff />}
              label={skill}
              color={has ? 'success' : 'default'}
              variant={has ? 'filled' : 'outlined'}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function SkillsMatch({ offer }: { offer: CandidateJobOffer }) {
  const skills = offer.requiredSkills;
  if (skills.length === 0) {
    return (
      <Typography color="text.secondary">Esta oferta no pide habilidades específicas.</Typography>
    );
  }
  const matchedSet = new Set((offer.match?.matched ?? []).map((s) => s.toLowerCase()));
  const matched = skills.filter((s) => matchedSet.has(s.toLowerCase()));
  const missing = skills.filter((s) => !matchedSet.has(s.toLowerCase()));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Coincides en {matched.length} de {skills.length}
        {offer.match ? ` (${offer.match.percent} %)` : ''} según las habilidades de tu perfil.
      </Typography>
      <SkillList title="Tienes" skills={matched} has />
      <SkillList title="Te faltan" skills={missing} has={false} />
    </Stack>
  );
}
