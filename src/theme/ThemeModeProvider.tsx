import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createAppTheme } from './theme';
import { resolveMode, type ThemeModePreference } from './mode';

interface Props {
  preference: ThemeModePreference;
  children: ReactNode;
}

/** MUI theme and baseline, following the user's mode preference. */
export function ThemeModeProvider({ preference, children }: Props) {
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = resolveMode(preference, systemPrefersDark);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
