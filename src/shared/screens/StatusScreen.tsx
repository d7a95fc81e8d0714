import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  text: string;
  illustration?: ReactNode;
  action: ReactNode;
}

/** The frame of the general screens: an optional illustration, a title, a text, an action. */
export function StatusScreen({ title, text, illustration, action }: Props) {
  return (
    <Stack
      component="section"
      aria-labelledby="status-screen-title"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      {illustration ? (
        <Box sx={{ width: { xs: 200, sm: 260 }, maxWidth: '100%' }}>{illustration}</Box>
      ) : null}
      <Typography id="status-screen-title" variant="h4" component="h1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      <Box sx={{ pt: 1 }}>{action}</Box>
    </Stack>
  );
}
