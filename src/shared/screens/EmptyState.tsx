import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: string;
  /** What to do next (a button), under the text. */
  action?: ReactNode;
  /** A large icon above the title (decorative). */
  icon?: ReactNode;
  /** The title's element: a heading where the empty list stands for a part of the page. */
  titleAs?: 'p' | 'h2';
};

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, description, action, icon, titleAs = 'p' }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 4,
        borderRadius: 3,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        '& > svg': { fontSize: 48, color: 'text.secondary' },
      }}
    >
      {icon}
      <Typography variant="h6" component={titleAs}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
      {action}
    </Paper>
  );
}
