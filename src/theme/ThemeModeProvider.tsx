import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
// The theme's CSS variables, made at build time (vite.config.ts): the provider does not
// generate them at start-up.
import 'virtual:theme-variables.css';
import { THEME_MODE_STORAGE_KEY } from './colorSchemeScript';
import { reducedMotionStyles } from './motion';
import { appTheme } from './theme';

/**
 * MUI's theme with both colour schemes and the baseline. The mode (Claro / Oscuro /
 * Sistema) is MUI's own: `useColorScheme` (see `useThemeMode`), stored under `themeMode`,
 * read on the first render (`noSsr`), so it matches what the colour-scheme script of
 * `index.html` drew before React started. The variables of both schemes come from the
 * stylesheet above, made at build time, not from the provider.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme()}
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      defaultMode="system"
      disableTransitionOnChange
      disableStyleSheetGeneration
      noSsr
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={reducedMotionStyles} />
      {children}
    </ThemeProvider>
  );
}
