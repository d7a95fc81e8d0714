import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
