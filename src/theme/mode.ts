import type { PaletteMode } from '@mui/material/styles';

/** What the user picked: Claro, Oscuro, or follow the system (the default). */
export type ThemeModePreference = 'light' | 'dark' | 'system';

export const THEME_MODE_STORAGE_KEY = 'themeMode';

export const THEME_MODE_LABELS: Record<ThemeModePreference, string> = {
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
};

export function isThemeModePreference(value: unknown): value is ThemeModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function resolveMode(
  preference: ThemeModePreference,
  systemPrefersDark: boolean,
): PaletteMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function readStoredPreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): ThemeModePreference {
  try {
    const value = storage?.getItem(THEME_MODE_STORAGE_KEY);
    return isThemeModePreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}
