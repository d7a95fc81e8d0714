import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import Button from '@mui/material/Button';
import { Suspense, lazy, useId, useState } from 'react';
import { THEME_MODE_LABELS, useThemeMode, type ThemeModePreference } from '@/theme';

// The menu's code is loaded when it is first opened.
const ThemeModeMenu = lazy(() => import('./ThemeModeMenu'));

const ICONS: Record<ThemeModePreference, typeof DarkModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};

/** Claro / Oscuro / Sistema: the mode follows the system until the user picks one. */
export function ThemeModeSwitch() {
  const { preference: mode, setPreference } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = ICONS[mode];

  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<Icon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`Tema: ${THEME_MODE_LABELS[mode]}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {THEME_MODE_LABELS[mode]}
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <ThemeModeMenu
            id={menuId}
            anchor={anchor}
            value={mode}
            onClose={() => setAnchor(null)}
            onChange={(value) => {
              setPreference(value);
              setAnchor(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
