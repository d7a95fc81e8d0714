import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The top card of the workflow and stage screens: a small line above, the page's h1, then more. */
export function StageHeaderCard({
  overline,
  title,
  children,
}: {
  overline: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="overline" component="p" color="text.secondary">
          {overline}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 600,
            fontSize: { xs: '1.6rem', sm: '2.125rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
