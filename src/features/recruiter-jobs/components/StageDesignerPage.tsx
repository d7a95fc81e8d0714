import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PendingIndicator } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { PickersProvider } from '@/theme/PickersProvider';
import { useGetStaffJobOfferQuery } from '../api';
import { JOBS_PATH, jobPath } from '../paths';
import { MAX_STAGES } from '../stagesForm';
import { StageDesigner } from './stageDesigner/StageDesigner';
import { StatusChip } from './StatusChip';

/** `/app/recruiter/jobs/{jobId}/stages`: the offer's selection stages, designed and saved at once. */
export function StageDesignerPage() {
  const { jobId = '' } = useParams();
  const { data: offer } = useGetStaffJobOfferQuery(jobId);
  if (!offer) return <PendingIndicator />;
  return (
    <PickersProvider>
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        <Breadcrumbs aria-label="Ruta de navegación">
          <Link component={RouterLink} to={JOBS_PATH + '/'} underline="hover" color="inherit">
            Ofertas de empleo
          </Link>
          <Link component={RouterLink} to={jobPath(offer.id)} underline="hover" color="inherit">
            {offer.title}
          </Link>
          <Typography color="text.primary">Etapas</Typography>
        </Breadcrumbs>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            Etapas de selección
          </Typography>
          <StatusChip status={offer.status} />
        </Stack>
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
