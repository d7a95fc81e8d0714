import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** The heading's id, when a page links to it; one is made otherwise. */
  id?: string;
  children: ReactNode;
  /** Space under the heading, in theme units. */
  titleGap?: number;
  /** An action beside the heading (e.g. "Editar etapas"), wrapping under it on narrow screens. */
  action?: ReactNode;
}

/** A titled part of a page: an outlined `section` named by its `h2`. */
export function Section({ title, id, children, titleGap = 2, action }: Props) {
  const madeId = useId();
  const headingId = id ?? madeId;
  const heading = (
    <Typography
      id={headingId}
      variant="h6"
      component="h2"
      sx={action ? undefined : { mb: titleGap }}
    >
      {title}
    </Typography>
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      {action ? (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: titleGap,
            flexWrap: 'wrap',
          }}
        >
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
