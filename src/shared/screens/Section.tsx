import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The heading's id: the section is labelled by it. */
  id: string;
  children: ReactNode;
  /** Space under the heading, in theme units. */
  titleGap?: number;
}

/** A titled part of a page: an outlined card labelled by its `h2`. */
export function Section({ title, id, children, titleGap = 2 }: Props) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
