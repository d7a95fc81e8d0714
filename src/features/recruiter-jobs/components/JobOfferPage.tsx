import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { useSnackbar } from '@/shared/feedback';
import { PendingIndicator } from '@/shared/feedback';
import { useGetStaffJobOfferQuery, useUpdateJobOfferMutation } from '../api';
import {
  formatPlace,
  formatSalary,
  formatShortDate,
  modalityLabel,
  NO_SALARY,
  NO_VALUE,
  seniorityLabel,
  stageTypeLabel,
} from '@/shared/domain';
import type { StaffJobOffer } from '../model';
import { offerFormValues } from '../offerForm';
import { stageSummary } from '../stageSummary';
import { JOBS_PATH, offerReviewQueuePath, stagesPath } from '../paths';
import { OFFER_ACTION_LABELS, statusActions, useOfferActions } from '../useOfferActions';
import { ApplicantsSection } from './ApplicantsSection';
import { OfferForm } from './OfferForm';
import { StatusChip } from './StatusChip';

function Section({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

export function StagesSummary({ offer, problem }: { offer: StaffJobOffer; problem?: string }) {
  return (
    <Section
      title="Etapas de selección"
      id="offer-stages"
      action={
        <Button
          component={RouterLink}
          to={stagesPath(offer.id)}
          variant="outlined"
          startIcon={<ListAltOutlined />}
        >
          Editar etapas
        </Button>
      }
    >
      {problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {offer.stages.length === 0 ? (
        <Typography color="text.secondary">
          Esta oferta todavía no tiene etapas. Agrega al menos una para poder publicarla.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {offer.stages.map((stage) => (
            <li key={stage.id}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{stage.name}</Typography>
                <Chip size="small" variant="outlined" label={stageTypeLabel(stage.type)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {stageSummary(stage)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

function OfferDetails({ offer }: { offer: StaffJobOffer }) {
  const rows: [string, string][] = [
    ['Categoría', offer.category],
    ['Modalidad', modalityLabel(offer.modality)],
    ['Nivel', seniorityLabel(offer.seniority)],
    ['Ubicación', formatPlace(offer)],
    ['Salario', formatSalary(offer.salary) ?? NO_SALARY],
    ['Creada', formatShortDate(offer.createdAt) || NO_VALUE],
    ['Publicada', formatShortDate(offer.publishedAt) || NO_VALUE],
  ];
  if (offer.closedAt) rows.push(['Cerrada', formatShortDate(offer.closedAt)]);
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Habilidades requeridas
        </Typography>
        {offer.requiredSkills.length ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="ul"
            sx={{ flexWrap: 'wrap', rowGap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {offer.requiredSkills.map((skill) => (
              <li key={skill}>
                <Chip size="small" label={skill} />
              </li>
            ))}
          </Stack>
        ) : (
          <Typography>Ninguna indicada</Typography>
        )}
      </Box>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Descripción
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {offer.description}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * `/app/recruiter/jobs/{jobId}/`: the offer (loaded by the route's loader), its status and
 * actions, "Editar" (the form in place, `?editar=1`), its stages and its applicants.
 */
export function JobOfferPage() {
  const { jobId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: offer } = useGetStaffJobOfferQuery(jobId);
  const { run, isLoading: acting } = useOfferActions();
  const [update] = useUpdateJobOfferMutation();
  const snackbar = useSnackbar();
  const [stagesProblem, setStagesProblem] = useState<string | undefined>();
  const editing = searchParams.get('editar') === '1';

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (on) next.set('editar', '1');
    else next.delete('editar');
    setSearchParams(next);
  };

  if (!offer) return <PendingIndicator />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Breadcrumbs aria-label="Ruta de navegación">
        <Link component={RouterLink} to={JOBS_PATH + '/'} underline="hover" color="inherit">
          Ofertas de empleo
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {offer.title}
        </Typography>
      </Breadcrumbs>

      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {offer.title}
          </Typography>
          <StatusChip status={offer.status} />
        </Stack>
        <Typography color="text.secondary">
          {offer.company.name} · {offer.city}, {offer.country} · {offer.applicantsCount}{' '}
          {offer.applicantsCount === 1 ? 'postulante' : 'postulantes'}
        </Typography>
        {!editing ? (
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', rowGap: 1.5 }}
            aria-label="Acciones de la oferta"
            role="group"
          >
            {statusActions(offer).map((action) => (
              <Button
                key={action}
                variant={action === 'publish' || action === 'republish' ? 'contained' : 'outlined'}
                color={action === 'close' ? 'inherit' : 'primary'}
                disabled={acting}
                onClick={async () => {
                  setStagesProblem(undefined);
                  const outcome = await run(offer, action);
                  if (outcome.needsStages) setStagesProblem(outcome.error);
                }}
              >
                {OFFER_ACTION_LABELS[action]}
              </Button>
            ))}
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setEditing(true)}
            >
              Editar
            </Button>
            <Button
              component={RouterLink}
              to={stagesPath(offer.id)}
              variant="outlined"
              startIcon={<ListAltOutlined />}
            >
              Editar etapas
            </Button>
            <Button
              component={RouterLink}
              to={offerReviewQueuePath(offer.id)}
              variant="outlined"
              startIcon={<RateReviewOutlined />}
            >
              Revisar intentos
            </Button>
          </Stack>
        ) : null}
      </Stack>

      {editing ? (
        <Section title="Editar oferta" id="offer-edit">
          <OfferForm
            key={offer.id}
            label="Editar oferta"
            initialValues={offerFormValues(offer)}
            offer={offer}
            submitLabel="Guardar cambios"
            onSave={(body) => update({ id: offer.id, body }).unwrap()}
            onSaved={() => {
              snackbar('Oferta actualizada', 'success');
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Section>
      ) : (
        <Section title="Detalle de la oferta" id="offer-details">
          <OfferDetails offer={offer} />
        </Section>
      )}

      <StagesSummary offer={offer} problem={stagesProblem} />
      <ApplicantsSection offer={offer} />
    </Stack>
  );
}
