import { esES as coreEsES } from '@mui/material/locale';
import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  BUTTON_RADIUS,
  FONT_FAMILY,
  PALETTE,
  SPACING_UNIT,
  TEXT_FIELD_RADIUS,
} from './tokens';

/** The app's theme for one mode: palette, Roboto 16 px, and the component rules of the spec. */
export function createAppTheme(mode: PaletteMode): Theme {
  const palette =
    mode === 'dark'
      ? {
          mode,
          primary: { main: PALETTE.dark.primary },
          error: { main: PALETTE.dark.error },
          background: { default: PALETTE.dark.background, paper: PALETTE.dark.paper },
        }
      : {
          mode,
          primary: { main: PALETTE.light.primary },
          warning: { main: PALETTE.light.warning },
        };

  return createTheme(
    {
      palette,
      breakpoints: { values: { ...BREAKPOINTS } },
      spacing: SPACING_UNIT,
      typography: { fontFamily: FONT_FAMILY, fontSize: 14, htmlFontSize: BASE_FONT_SIZE },
      components: {
        MuiCssBaseline: {
          styleOverrides: { body: { fontSize: `${BASE_FONT_SIZE}px`, fontFamily: FONT_FAMILY } },
        },
        MuiButton: {
          styleOverrides: { root: { textTransform: 'none', borderRadius: BUTTON_RADIUS } },
        },
        MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
        MuiOutlinedInput: { styleOverrides: { root: { borderRadius: TEXT_FIELD_RADIUS } } },
        MuiSnackbar: {
          defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
        },
      },
    },
    coreEsES,
  );
}
