import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { RouterLink } from '@/shared/navigation';

interface Props {
  label: string;
  value: string;
  detail?: ReactNode;
  icon: ReactNode;
  action?: { label: string; to: string };
  loading?: boolean;
}

/** One figure of the dashboard: its name, the value in large type, details below. */
export function FigureCard({ label, value, detail, icon, action, loading = false }: Props) {
  const labelId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={labelId}
      sx={{
        p: 2,
        borderRadius: 3,
        height: '100%',
        minHeight: 148,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <Stack
          aria-hidden="true"
          sx={{
            color: 'primary.main',
            bgcolor: 'action.hover',
            borderRadius: 2,
            p: 0.75,
            '& svg': { fontSize: 20, display: 'block' },
          }}
        >
          {icon}
        </Stack>
        <Typography id={labelId} variant="body2" component="h2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
      </Stack>
      {loading ? (
        <>
          <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width="45%" />
          <Skeleton variant="text" width="80%" />
        </>
      ) : (
        <>
          <Typography
            component="p"
            variant="h4"
            sx={{ fontWeight: 600, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
          {detail ? (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          ) : null}
          {action ? (
            <Link
              component={RouterLink}
              to={action.to}
              variant="body2"
              sx={{ mt: 'auto', pt: 0.5, fontWeight: 500, alignSelf: 'flex-start' }}
            >
              {action.label}
            </Link>
          ) : null}
        </>
      )}
    </Paper>
  );
}
