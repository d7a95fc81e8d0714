import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { RouterLink } from '@/shared/navigation';
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
    // A sticky header with a bottom rule: what MUI's AppBar would draw here (flat, on the
    // paper), without its module in every page's initial JS (issue 15).
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${APP_NAME}, ir al inicio`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            borderRadius: 1,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <Logo />
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 600, display: signedIn ? { xs: 'none', sm: 'inline' } : 'inline' }}
          >
            {APP_NAME}
          </Typography>
        </Box>
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
    </Box>
  );
}
