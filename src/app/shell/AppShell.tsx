import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PendingIndicator } from '@/shared/feedback';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export const MAIN_CONTENT_ID = 'contenido';

/** Top bar, the page, the footer; the pending indicator while a navigation waits for a loader. */
export function AppShell({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Saltar al contenido
      </Link>
      <TopBar />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, outline: 'none' }}
      >
        {children ?? <Outlet />}
      </Container>
      <Footer />
      <PendingIndicator active={navigation.state === 'loading'} variant="overlay" />
      <ScrollRestoration />
    </Box>
  );
}
