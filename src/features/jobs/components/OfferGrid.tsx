import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { OFFER_CARD_MIN_HEIGHT } from './JobOfferCard';

/** Cards in one column on phones, two from md (900 px). */
export function OfferGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      component="section"
      aria-label="Ofertas"
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** A placeholder of the card's final size while offers load. */
export function OfferCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      data-testid="job-offer-skeleton"
      sx={{ minHeight: OFFER_CARD_MIN_HEIGHT, borderRadius: 3, p: 2.5 }}
    >
      <Stack spacing={1.25}>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="text" width="35%" />
        <Skeleton variant="rounded" height={8} width="50%" />
        <Stack direction="row" spacing={1}>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={88} height={24} />
          <Skeleton variant="rounded" width={64} height={24} />
        </Stack>
        <Skeleton variant="text" width="25%" />
      </Stack>
    </Card>
  );
}

export function OfferSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <OfferCardSkeleton key={index} />);
}

export const LOAD_FAILED_MESSAGE =
  'No pudimos cargar las ofertas. Revisa tu conexión e inténtalo de nuevo.';
