import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectSessionStatus } from '@/features/auth';
import { APP_NAME } from '../config';
import { useAppSelector } from '../hooks';
import { Logo } from './Logo';

// The signed-in parts (tabs, bell, account menu) are loaded only for a signed-in user (or
// at start-up on an /app page: `preloadSignedInShell`).
export const loadSignedInBar = () => import('./SignedInBar');
const SignedInBar = lazy(loadSignedInBar);

/**
 * The top bar: logo and title linking home; "Ingresar" for a signed-out visitor, the
 * signed-in bar (tabs, "Ir a la App", bell, account menu) for a signed-in user.
 */
export function TopBar({ pathname }: { pathname: string }) {
  const status = useAppSelector(selectSessionStatus);
  const signedIn = status === 'signedIn';
  // "Ingresar" is not offered on the page it leads to.
  const onLogin = pathname === '/login';
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          aria-label={`${APP_NAME}, ir al inicio`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, borderRadius: 1 }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 600, display: signedIn ? { xs: 'none', sm: 'inline' } : 'inline' }}
          >
            {APP_NAME}
          </Typography>
        </Link>
        {signedIn ? (
          <Suspense fallback={<Box sx={{ flexGrow: 1 }} />}>
            <SignedInBar />
          </Suspense>
        ) : (
          <>
            <Box sx={{ flexGrow: 1 }} />
            {/* While a stored session is being restored, neither "Ingresar" nor the account. */}
            {status === 'signedOut' && !onLogin ? (
              <Button component={RouterLink} to="/login" variant="outlined">
                Ingresar
              </Button>
            ) : null}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
