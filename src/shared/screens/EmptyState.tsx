import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: string;
  /** What to do next (a button), under the text. */
  action?: ReactNode;
};

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, description, action }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {action}
    </Paper>
  );
}
