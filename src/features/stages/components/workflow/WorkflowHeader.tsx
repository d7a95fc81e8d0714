import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { offerPath, type CandidateJobOffer } from '@/features/jobs';
import { applicationStatusLabel, type ApplicationStatus } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { StageHeaderCard } from '../StageHeaderCard';

interface Props {
  offer: CandidateJobOffer;
  /** Whether the candidate applied, and where the application stands. */
  applied: boolean;
  status: ApplicationStatus | null;
  stageCount: number;
}

/** The workflow's head: the offer, the company, the application's status and the stage count. */
export function WorkflowHeader({ offer, applied, status, stageCount }: Props) {
  return (
    <StageHeaderCard overline="Proceso de selección" title={offer.title}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        {offer.company.name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {applied ? (
          <Chip
            size="small"
            color={status === 'hired' ? 'success' : status === 'rejected' ? 'default' : 'primary'}
            label={`Postulación: ${applicationStatusLabel(status ?? 'in_progress')}`}
          />
        ) : (
          <Chip size="small" label="Sin postular" />
        )}
        <Typography variant="body2" color="text.secondary">
          {stageCount === 1 ? '1 etapa' : `${stageCount} etapas`}
        </Typography>
        <Link component={RouterLink} to={offerPath(offer.id)} variant="body2">
          Ver la oferta
        </Link>
      </Stack>
    </StageHeaderCard>
  );
}
