import Chip from '@mui/material/Chip';
import { OFFER_STATUS_COLORS, OFFER_STATUS_LABELS } from '../labels';
import type { OfferStatus } from '../model';

/** "Borrador", "Publicada", "Cerrada". */
export function StatusChip({ status }: { status: OfferStatus }) {
  return (
    <Chip
      size="small"
      label={OFFER_STATUS_LABELS[status]}
      color={OFFER_STATUS_COLORS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
