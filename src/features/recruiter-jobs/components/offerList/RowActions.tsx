import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RouterLink } from '@/shared/navigation';
import { stagesPath } from '../../paths';
import type { StaffJobOffer } from '../../model';
import { OFFER_ACTION_LABELS, statusActions, useOfferActions } from '../../useOfferActions';

/** An offer's status actions in the list, and "Editar etapas". */
export function RowActions({ offer }: { offer: StaffJobOffer }) {
  const { run, isLoading } = useOfferActions();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {statusActions(offer)
        .filter((action) => action !== 'draft')
        .map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'close' ? 'outlined' : 'contained'}
            color={action === 'close' ? 'inherit' : 'primary'}
            disabled={isLoading}
            onClick={() => void run(offer, action)}
            aria-label={`${OFFER_ACTION_LABELS[action]}: ${offer.title}`}
          >
            {OFFER_ACTION_LABELS[action]}
          </Button>
        ))}
      <Button
        size="small"
        variant="text"
        component={RouterLink}
        to={stagesPath(offer.id)}
        aria-label={`Editar etapas: ${offer.title}`}
      >
        Editar etapas
      </Button>
    </Stack>
  );
}
