import { serializeStyles } from '@emotion/serialize';
import type { CssVarsTheme } from '@mui/material/styles';

/**
 * The theme's CSS variables (both colour schemes) as one stylesheet, written at build time
 * by `vite.config.ts` (`themeVariables`, the `virtual:theme-variables.css` module that
 * `ThemeModeProvider` imports) instead of by MUI's provider at start-up: the browser parses
 * it with the page's CSS, and the first render no longer compiles ~22 kB of CSS in
 * JavaScript (issue 15). The text is Emotion's, serialized as MUI's provider would.
 */
export function themeVariablesCss(theme: Pick<CssVarsTheme, 'generateStyleSheets'>): string {
  const sheets = theme.generateStyleSheets() as Parameters<typeof serializeStyles>[0];
  return serializeStyles(sheets).styles;
}
