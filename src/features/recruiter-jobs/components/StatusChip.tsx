import Chip from '@mui/material/Chip';
import { offerStatusLabel, type OfferStatus } from '@/shared/domain';

const COLOR = { draft: 'default', published: 'success', closed: 'default' } as const;

/** "Borrador", "Publicada", "Cerrada". */
export function StatusChip({ status }: { status: OfferStatus }) {
  return (
    <Chip
      size="small"
      label={offerStatusLabel(status)}
      color={COLOR[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
