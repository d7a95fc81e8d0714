import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RouterLink } from '@/shared/navigation';
import type { StaffJobOffer } from '../../model';
import { offerReviewQueuePath, stagesPath } from '../../paths';
import { OFFER_ACTION_LABELS, statusActions, type OfferAction } from '../../useOfferActions';

interface Props {
  offer: StaffJobOffer;
  /** A status change is under way (the status buttons wait). */
  acting: boolean;
  onAction: (action: OfferAction) => void;
  onEdit: () => void;
}

/** The offer's buttons: its status changes, "Editar", and the ways to its stages and attempts. */
export function OfferActions({ offer, acting, onAction, onEdit }: Props) {
  const links = [
    { label: 'Editar etapas', to: stagesPath(offer.id), icon: <ListAltOutlined /> },
    { label: 'Revisar intentos', to: offerReviewQueuePath(offer.id), icon: <RateReviewOutlined /> },
  ];
  return (
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
          onClick={() => onAction(action)}
        >
          {OFFER_ACTION_LABELS[action]}
        </Button>
      ))}
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
        Editar
      </Button>
      {links.map(({ label, to, icon }) => (
        <Button key={label} component={RouterLink} to={to} variant="outlined" startIcon={icon}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
