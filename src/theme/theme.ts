import { esES as coreEsES } from '@mui/material/locale';
import { createTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './colorSchemeScript';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  BUTTON_RADIUS,
  FONT_FAMILY,
  PALETTE,
  SPACING_UNIT,
  TEXT_FIELD_RADIUS,
} from './tokens';

/**
 * The app's one theme: both colour schemes of the spec as CSS variables, switched by the
 * `data-theme` attribute of `<html>` (set before the first paint by the colour-scheme
 * script, then by MUI's provider). Roboto 16 px and the component rules of the spec.
 *
 * Components read colours through the CSS variables (`sx` strings, `theme.vars`), never
 * `theme.palette.*` directly: with variables, `theme.palette` is always the light scheme.
 * Code that needs a colour value in JS (canvas, SVG attributes, charts) uses
 * `useSchemePalette()`.
 */
export function createAppTheme(): Theme & CssVarsTheme {
  const theme = createTheme(
    {
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: PALETTE.light.primary },
            warning: { main: PALETTE.light.warning },
          },
        },
        dark: {
          palette: {
            primary: { main: PALETTE.dark.primary },
            error: { main: PALETTE.dark.error },
            background: { default: PALETTE.dark.background, paper: PALETTE.dark.paper },
          },
        },
      },
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
  // With `cssVariables` and `colorSchemes` createTheme builds a CSS-variables theme.
  return theme as Theme & CssVarsTheme;
}

export const appTheme = createAppTheme();
