import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { ROLE_HOME, selectAppView } from '@/features/auth';
import { NotificationsBell } from '@/features/notifications';
import { drawnHomePartReady } from '../boot/drawnPages';
import { useAppSelector } from '../hooks';
import { AccountMenu } from './AccountMenu';
import { NAV_TABS, activeTab } from './navigation';

/**
 * The signed-in parts of the top bar (loaded only once somebody is signed in): the role's
 * tabs from the md breakpoint up, "Ir a la App" outside /app, the bell, the account menu.
 */
export default function SignedInBar() {
  const view = useAppSelector(selectAppView);
  const validating = useAppSelector((state) => state.session.validation === 'validating');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const insideApp = pathname === '/app' || pathname.startsWith('/app/');
  const tabs = NAV_TABS[view];
  // Below md the bottom bar holds the tabs: these are not drawn at all there (hidden, MUI's
  // Tabs still measured themselves, a long task on a phone; issue 15). Drawn at build time
  // (no media query there), they are in the markup and the CSS hides them on a phone.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: true,
  });
  // A home drawn ahead (index.html) waits for this bar as well as for the page.
  useLayoutEffect(() => drawnHomePartReady('bar'), []);

  return (
    <>
      {wide ? (
        <Box
          component="nav"
          aria-label="Navegación principal"
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignSelf: 'stretch',
            alignItems: 'flex-end',
            ml: 2,
          }}
        >
          <Tabs
            value={activeTab(tabs, pathname)}
            aria-label="Secciones"
            sx={{ minHeight: 64, '& .MuiTabs-flexContainer': { height: 64 } }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.to}
                label={tab.label}
                value={tab.to}
                component={RouterLink}
                to={tab.to}
                sx={{ minHeight: 64, textTransform: 'none', fontSize: '0.95rem' }}
              />
            ))}
          </Tabs>
        </Box>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {!insideApp ? (
        <Button
          variant="contained"
          onClick={() => navigate(ROLE_HOME[view])}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Ir a la App
        </Button>
      ) : null}
      <NotificationsBell enabled={!validating} />
      <AccountMenu />
    </>
  );
}
