import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's `h1`, smaller on a phone, with an optional lead below it. */
export function PageTitle({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {title}
      </Typography>
      {lead ? (
        <Typography color="text.secondary" component="div">
          {lead}
        </Typography>
      ) : null}
    </Stack>
  );
}
