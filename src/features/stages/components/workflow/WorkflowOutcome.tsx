import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { offerPath, type CandidateJobOffer } from '@/features/jobs';
import type { ApplicationStatus } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { endedAt, STAGE_TEXTS } from '../../labels';

interface Props {
  offer: CandidateJobOffer;
  applied: boolean;
  status: ApplicationStatus | null;
  /** The stage the process ended at, when one failed. */
  failedStageName: string | undefined;
}

/**
 * What the workflow says above its stages: that the candidate has not applied (with the way
 * to apply while the offer is published), that they were hired, or where the process ended.
 */
export function WorkflowOutcome({ offer, applied, status, failedStageName }: Props) {
  const published = offer.status === 'published';
  if (!applied)
    return (
      <Alert
        severity="info"
        action={
          published ? (
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
        {published
          ? 'Todavía no postulaste a esta oferta. Estas son las etapas de su proceso de selección.'
          : 'Esta oferta ya no recibe postulaciones. Estas eran las etapas de su proceso.'}
      </Alert>
    );
  if (status === 'hired')
    return (
      <Alert severity="success">
        <AlertTitle>{STAGE_TEXTS.hired}</AlertTitle>
        El equipo de {offer.company.name} se pondrá en contacto contigo.
      </Alert>
    );
  if (status === 'rejected' && failedStageName)
    return (
      <Alert severity="info">
        <AlertTitle>{endedAt(failedStageName)}</AlertTitle>
        Gracias por participar. Puedes seguir buscando ofertas que se ajusten a tu perfil.
      </Alert>
    );
  return null;
}
