import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A list's search and filters, side by side from a tablet up, one under another on a phone. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={label}>
      {children}
    </Stack>
  );
}
