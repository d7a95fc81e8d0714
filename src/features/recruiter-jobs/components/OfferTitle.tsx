import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferStatus } from '@/shared/domain';
import { StatusChip } from './StatusChip';

/** A recruiter page's `h1` with the offer's status beside it. */
export function OfferTitle({ title, status }: { title: string; status: OfferStatus }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <StatusChip status={status} />
    </Stack>
  );
}
