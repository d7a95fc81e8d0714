import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMinimumDuration } from '../hooks/useMinimumDuration';

export const PENDING_MINIMUM_MS = 100;
export const PENDING_TITLE = 'Procesando...';

interface Props {
  /** Whether something is pending; the indicator then stays at least 100 ms. */
  active?: boolean;
  /** `overlay` covers the page (navigations); `inline` sits in the flow (a first load). */
  variant?: 'overlay' | 'inline';
}

/** The pending spinner, titled "Procesando...". */
export function PendingIndicator({ active = true, variant = 'inline' }: Props) {
  const visible = useMinimumDuration(active, PENDING_MINIMUM_MS);
  if (!visible) return null;
  const overlay = variant === 'overlay';
  return (
    <Box
      role="status"
      aria-live="polite"
      title={PENDING_TITLE}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
        },
        overlay
          ? (theme) => ({
              position: 'fixed',
              inset: 0,
              zIndex: theme.zIndex.modal + 1,
              bgcolor: 'rgba(255,255,255,0.6)',
              ...theme.applyStyles('dark', { bgcolor: 'rgba(30,31,34,0.6)' }),
            })
          : { py: 8 },
      ]}
    >
      <CircularProgress aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {PENDING_TITLE}
      </Typography>
    </Box>
  );
}
