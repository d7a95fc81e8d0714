import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/shared/feedback';
import { useCreateJobOfferMutation } from '../api';
import { EMPTY_OFFER } from '../offerForm';
import { JOBS_PATH, stagesPath } from '../paths';
import { OfferBreadcrumbs } from './OfferBreadcrumbs';
import { OfferForm } from './OfferForm';

/** `/app/recruiter/jobs/new`: "Guardar borrador" creates a draft and opens its stage designer. */
export function NewJobPage() {
  const [create] = useCreateJobOfferMutation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const created = useRef<string | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
      <OfferBreadcrumbs current="Nueva oferta" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        Nueva oferta
      </Typography>
      <Typography color="text.secondary">
        Se guarda como borrador: después defines sus etapas de selección y la publicas.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <OfferForm
          label="Nueva oferta"
          initialValues={EMPTY_OFFER}
          submitLabel="Guardar borrador"
          onSave={async (body) => {
            const offer = await create({ ...body, status: 'draft' }).unwrap();
            created.current = offer.id;
          }}
          onSaved={() => {
            snackbar('Borrador guardado. Ahora define sus etapas.', 'success');
            navigate(stagesPath(created.current!));
          }}
          onCancel={() => navigate(JOBS_PATH + '/')}
        />
      </Paper>
    </Stack>
  );
}
