import { useColorScheme, useTheme, type CssVarsTheme, type Palette } from '@mui/material/styles';

export { THEME_MODE_STORAGE_KEY } from './colorSchemeScript';

/** What the user picked: Claro, Oscuro, or follow the system (the default). */
export type ThemeModePreference = 'light' | 'dark' | 'system';

export const THEME_MODE_LABELS: Record<ThemeModePreference, string> = {
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
};

export function isThemeModePreference(value: unknown): value is ThemeModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * The user's Claro / Oscuro / Sistema choice, kept by MUI's colour-scheme provider (stored
 * under `themeMode`, shared by the tabs), and the scheme it resolves to now.
 */
export function useThemeMode(): {
  preference: ThemeModePreference;
  scheme: 'light' | 'dark';
  setPreference: (preference: ThemeModePreference) => void;
} {
  const { mode, colorScheme, setMode } = useColorScheme();
  return {
    preference: isThemeModePreference(mode) ? mode : 'system',
    scheme: colorScheme === 'dark' ? 'dark' : 'light',
    setPreference: setMode,
  };
}

/**
 * The palette of the scheme on screen, for colours needed as values in JS (a canvas, SVG
 * attributes, chart series). Styles use the CSS variables instead.
 */
export function useSchemePalette(): Palette {
  const theme = useTheme<Partial<CssVarsTheme> & { palette: Palette }>();
  const { colorScheme } = useColorScheme();
  const scheme = theme.colorSchemes?.[colorScheme === 'dark' ? 'dark' : 'light'];
  return scheme?.palette ?? theme.palette;
}
