import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** Beside the title from `md` up (the page's main actions, a search), under it before. */
  action?: ReactNode;
}

/** A page's `h1`, smaller on a phone, with an optional lead below it and action beside it. */
export function PageTitle({ title, lead, action }: Props) {
  const heading = (
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
  if (!action) return heading;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      {heading}
      {action}
    </Stack>
  );
}
