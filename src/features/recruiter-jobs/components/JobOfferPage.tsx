import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PendingIndicator, useSnackbar } from '@/shared/feedback';
import { Section } from '@/shared/screens';
import { useGetStaffJobOfferQuery, useUpdateJobOfferMutation } from '../api';
import { offerFormValues } from '../offerForm';
import { useOfferActions } from '../useOfferActions';
import { ApplicantsSection } from './ApplicantsSection';
import { OfferBreadcrumbs } from './OfferBreadcrumbs';
import { OfferForm } from './OfferForm';
import { OfferTitle } from './OfferTitle';
import { OfferActions } from './offerPage/OfferActions';
import { OfferTabs, type OfferView } from './offerPage/OfferTabs';
import { PipelineSection } from './pipeline/PipelineSection';
import { OfferDetails } from './offerPage/OfferDetails';
import { StagesSummary } from './offerPage/StagesSummary';

/**
 * `/app/recruiter/jobs/{jobId}/`: the offer (loaded by the route's loader), its status and
 * actions, "Editar" (the form in place, `?editar=1`), its details, its stages and its applicants
 * as a list; or (`…/pipeline`) the board by stage right under the offer's head, as in
 * Greenhouse or Workable (the board's columns are the stages).
 */
export function JobOfferPage({ view = 'applicants' }: { view?: OfferView }) {
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
      <OfferBreadcrumbs offer={offer} />
      <Stack spacing={1.5}>
        <OfferTitle title={offer.title} status={offer.status} />
        <Typography color="text.secondary">
          {offer.company.name} · {offer.city}, {offer.country} · {offer.applicantsCount}{' '}
          {offer.applicantsCount === 1 ? 'postulante' : 'postulantes'}
        </Typography>
        {!editing ? (
          <OfferActions
            offer={offer}
            acting={acting}
            onAction={async (action) => {
              setStagesProblem(undefined);
              const outcome = await run(offer, action);
              if (outcome.needsStages) setStagesProblem(outcome.error);
            }}
            onEdit={() => setEditing(true)}
          />
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
      ) : view === 'applicants' ? (
        <Section title="Detalle de la oferta" id="offer-details">
          <OfferDetails offer={offer} />
        </Section>
      ) : null}

      {/* The board first on its tab: its columns are the stages (their problem still said). */}
      {view === 'applicants' || stagesProblem ? (
        <StagesSummary offer={offer} problem={stagesProblem} />
      ) : null}
      <OfferTabs offerId={offer.id} view={view}>
        {view === 'pipeline' ? (
          <Section title="Pipeline" id="offer-pipeline">
            <PipelineSection offer={offer} />
          </Section>
        ) : (
          <ApplicantsSection offer={offer} />
        )}
      </OfferTabs>
    </Stack>
  );
}

/** `/app/recruiter/jobs/{jobId}/pipeline`: the offer page on its "Pipeline" tab. */
export function JobOfferPipelinePage() {
  return <JobOfferPage view="pipeline" />;
}
