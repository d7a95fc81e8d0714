import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/shared/screens/PageTitle';
import type { ReactNode } from 'react';

/** The frame of the sign-in screens: a centred card with a title and an optional lead. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 1, md: 4 } }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: wide ? 720 : 460, borderRadius: 3, p: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={2.5}>
          <PageTitle title={title} lead={lead} />
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
