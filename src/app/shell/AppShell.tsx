import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { selectSessionStatus } from '@/features/auth';
import { PendingIndicator } from '@/shared/feedback';
import { textLinkSx } from '@/shared/navigation';
import { Footer } from './Footer';
// The page title and the announcement of each new screen: 0.6 kB, in the entry rather than
// one more request before the first screen's largest paint (issue 15).
import RouteAnnouncer from './RouteAnnouncer';
import { TopBar, loadSignedInBar } from './TopBar';
import { releaseDrawnHome } from '../boot/drawnPages';
import { useAppSelector } from '../hooks';

// Below the md breakpoint, inside /app, the role's tabs sit in a bottom bar.
const loadBottomNav = () => import('./BottomNav');
const BottomNav = lazy(loadBottomNav);

/** The breakpoint below which the bottom bar shows (the theme's md). */
const BOTTOM_NAV_QUERY = '(max-width: 899.95px)';

const insideApp = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/');

/**
 * On a full load of an /app page a session is being restored: the signed-in bar's code (and
 * the bottom bar's on a phone) is fetched at start-up, beside the page's own, instead of
 * after the page's first render (issue 15).
 */
export function preloadSignedInShell(pathname: string) {
  if (!insideApp(pathname)) return;
  void loadSignedInBar();
  if (globalThis.matchMedia?.(BOTTOM_NAV_QUERY).matches) void loadBottomNav();
}

export const MAIN_CONTENT_ID = 'contenido';

/** Where React Router keeps the scroll position of each history entry (session storage). */
export const SCROLL_POSITIONS_KEY = 'talentia-scroll-positions';

/**
 * A page opened by its address (typed, a bookmark, a link from elsewhere) starts at the top;
 * a reload and Back or Forward to it restore its position. React Router keys a document's first
 * history entry "default" when the entry has no key of its own: every page opened by its
 * address in a tab shared one saved position, so Settings opened at the 594 px the previous
 * page was left at, its title hidden (issue 28.10), and Back to that page found Settings'
 * position instead of its own. Each such entry gets its own key in `history.state` (kept by
 * the browser across reloads and Back/Forward), before the router reads it.
 */
export function keyFirstHistoryEntry(history: History = window.history) {
  const state = (history.state ?? {}) as { key?: unknown };
  if (typeof state.key === 'string' && state.key) return;
  history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Top bar, the page, the footer; the pending indicator while a navigation waits for a loader. */
export function AppShell({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const status = useAppSelector(selectSessionStatus);
  const signedIn = status === 'signedIn';
  const { pathname } = useLocation();
  // A home drawn ahead (index.html) gives way once nobody turns out to be signed in; for a
  // signed-in user, once the page and the signed-in bar are drawn (`drawnHomePartReady`).
  const signedOut = status === 'signedOut';
  useLayoutEffect(() => {
    if (signedOut) releaseDrawnHome();
  }, [signedOut]);
  const bottomNav = signedIn && insideApp(pathname);
  return (
    <Box
      sx={{
        // Room for the bottom bar (64 px, 80 when a label takes two lines), so that it never
        // covers the footer.
        pb: bottomNav ? { xs: '80px', md: 0 } : 0,
      }}
    >
      {/* The sticky top bar and, on phones, the bottom bar never cover the focused element: the
          browser scrolls it clear of them (WCAG 2.4.11). */}
      <GlobalStyles
        styles={(theme) => ({
          html: {
            scrollPaddingTop: 72,
            [theme.breakpoints.down('md')]: { scrollPaddingBottom: bottomNav ? 88 : 0 },
          },
        })}
      />
      <Typography
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={[
          textLinkSx,
          (theme) => ({
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: theme.zIndex.tooltip,
            bgcolor: 'background.paper',
            px: 2,
            py: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }),
        ]}
      >
        Saltar al contenido
      </Typography>
      {/* The top bar and the page fill the screen at least, so the footer starts below the
          fold: a screen whose content arrives after its first paint (a skeleton, then the
          list) grows under the viewport instead of pushing a visible footer down, and the
          page has its scroll bar from the first paint (no layout shift; issue 15). */}
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <TopBar pathname={pathname} />
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          maxWidth="lg"
          sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, outline: 'none' }}
        >
          {children ?? <Outlet />}
          <RouteAnnouncer />
        </Container>
      </Box>
      <Footer />
      {bottomNav ? (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      ) : null}
      <PendingIndicator active={navigation.state === 'loading'} variant="overlay" />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </Box>
  );
}
