import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** The heading's id, when a page links to it; one is made otherwise. */
  id?: string;
  children: ReactNode;
  /** Space under the heading, in theme units. */
  titleGap?: number;
}

/** A titled part of a page: an outlined `section` named by its `h2`. */
export function Section({ title, id, children, titleGap = 2 }: Props) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
