import { createTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
// The pickers' keys in the theme's `components` (types only).
import type {} from '@mui/x-date-pickers/themeAugmentation';
// With extensions: `vite.config.ts` imports this file too (theme variables), through Node.
import { COLOR_SCHEME_ATTRIBUTE } from './colorSchemeScript.ts';
import { componentTexts } from './componentTexts.ts';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  BUTTON_RADIUS,
  FONT_FAMILY,
  PALETTE,
  SPACING_UNIT,
  TEXT_FIELD_RADIUS,
} from './tokens.ts';

/**
 * Date and time pickers open as a popper beside the field only where it fits: with a fine
 * pointer and 600 px or more (the date-time popper is 433 px wide, its OK and minutes cut off
 * on a 390 px phone); elsewhere as a full-screen-width dialog (issue 28.12).
 */
export const PICKER_DESKTOP_QUERY = '@media (pointer: fine) and (min-width: 600px)';
const PICKER_DEFAULTS = { defaultProps: { desktopModeMediaQuery: PICKER_DESKTOP_QUERY } };

/** The primary colour of the scheme on screen (4.5:1 on white, 8:1 on the dark background). */
const FOCUS_COLOR = 'var(--mui-palette-primary-main)';

/**
 * A visible keyboard focus everywhere (WCAG 2.4.7, 2.4.11): a 2 px ring of the primary colour
 * (3:1 or more against the page and paper in both schemes), outside the control so that it
 * never sits on the control's own colour. MUI draws none for buttons, chips, radios or menu
 * items (a ripple at most); `html` makes the rule outrank the components' `outline: 0`.
 * - A radio, checkbox or switch hides its input (opacity 0): its visible box carries the
 *   ring (MUI marks it `Mui-focusVisible`).
 * - An outlined text field's own 2 px border in the primary colour already shows its focus
 * (a bare input, such as the table pagination's rows-per-page select, gets the ring).
 * - Inside menus, lists and tab bars the ring is drawn inwards (a scrolling list clips it).
 * - On a coloured surface (a filled notice) it takes the surface's text colour.
 */
const FOCUS_RING = {
  'html :focus-visible, html .Mui-focusVisible': {
    outline: `2px solid ${FOCUS_COLOR}`,
    outlineOffset: 2,
  },
  // On a coloured surface (a filled alert or notice, a contained button group) the ring takes
  // the text colour of that surface, which the palette keeps at 4.5:1 against it.
  [['.MuiAlert-filled', '.MuiSnackbarContent-root', '.MuiChip-filled.MuiChip-colorPrimary']
    .map((surface) => `html ${surface} :focus-visible, html ${surface} .Mui-focusVisible`)
    .join(', ')]: { outlineColor: 'currentColor' },
  // A bare input (the table pagination's rows-per-page select) has its own `:focus { outline: 0 }`.
  'html .MuiInputBase-input:not(.MuiOutlinedInput-input):focus-visible': {
    outline: `2px solid ${FOCUS_COLOR}`,
    outlineOffset: 2,
  },
  'html .MuiOutlinedInput-input:focus-visible, html .MuiOutlinedInput-root.Mui-focusVisible': {
    outline: 'none',
  },
  [[
    '.MuiMenuItem-root',
    '.MuiListItemButton-root',
    '.MuiTab-root',
    '.MuiAutocomplete-option',
    '[role="option"]',
    '[role="menuitem"]',
  ]
    .map((item) => `html ${item}:focus-visible, html ${item}.Mui-focusVisible`)
    .join(', ')]: { outlineOffset: -2 },
} as const;

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
          styleOverrides: {
            body: { fontSize: `${BASE_FONT_SIZE}px`, fontFamily: FONT_FAMILY },
            ...FOCUS_RING,
          },
        },
        MuiButton: {
          styleOverrides: { root: { textTransform: 'none', borderRadius: BUTTON_RADIUS } },
        },
        MuiDatePicker: PICKER_DEFAULTS,
        MuiDateTimePicker: PICKER_DEFAULTS,
        MuiTimePicker: PICKER_DEFAULTS,
        // Tabs in sentence case, as every button and label (issue 28.13).
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
        MuiOutlinedInput: { styleOverrides: { root: { borderRadius: TEXT_FIELD_RADIUS } } },
        MuiSnackbar: {
          defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
        },
      },
    },
    componentTexts,
  );
  // With `cssVariables` and `colorSchemes` createTheme builds a CSS-variables theme.
  return theme as Theme & CssVarsTheme;
}

let made: (Theme & CssVarsTheme) | undefined;

/**
 * The app's theme, made on its first use (the first render), not when the module is
 * evaluated: the entry's modules are evaluated in one task the browser cannot split, and
 * the theme (both schemes walked for their variables) was a sixth of it (issue 33.3).
 */
export function appTheme(): Theme & CssVarsTheme {
  made ??= createAppTheme();
  return made;
}

// The app's theme always has CSS variables (MUI's documented augmentation): the provider's
// variables-only props (`disableStyleSheetGeneration`) and `theme.vars` are typed as such.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
