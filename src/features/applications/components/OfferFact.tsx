import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One fact of an offer (place, modality...) with its icon, as an item of a list. */
export function OfferFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
    >
      <Box sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" color="text.primary">
        {children}
      </Typography>
    </Stack>
  );
}
