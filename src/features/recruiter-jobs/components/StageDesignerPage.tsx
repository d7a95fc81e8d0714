import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PendingIndicator } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { PickersProvider } from '@/theme/PickersProvider';
import { useGetStaffJobOfferQuery } from '../api';
import { jobPath } from '../paths';
import { MAX_STAGES } from '../stagesForm';
import { StageDesigner } from './stageDesigner/StageDesigner';
import { OfferBreadcrumbs } from './OfferBreadcrumbs';
import { OfferTitle } from './OfferTitle';

/** `/app/recruiter/jobs/{jobId}/stages`: the offer's selection stages, designed and saved at once. */
export function StageDesignerPage() {
  const { jobId = '' } = useParams();
  const { data: offer } = useGetStaffJobOfferQuery(jobId);
  if (!offer) return <PendingIndicator />;
  return (
    <PickersProvider>
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        <OfferBreadcrumbs offer={offer} current="Etapas" />
        <OfferTitle title="Etapas de selección" status={offer.status} />
        <Typography color="text.secondary">
          {offer.title}. Ordena las etapas como las recorrerá el candidato (hasta {MAX_STAGES}). Los
          cambios se aplican al presionar «Guardar etapas».
        </Typography>
        <StageDesigner key={offer.id} offer={offer} />
        <Box>
          <Button component={RouterLink} to={jobPath(offer.id)}>
            Volver a la oferta
          </Button>
        </Box>
      </Stack>
    </PickersProvider>
  );
}
