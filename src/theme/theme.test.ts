import { describe, expect, it } from 'vitest';
import { pickersLocaleText } from './pickersLocale';
import { createAppTheme } from './theme';
import { colorSchemeScript } from './colorSchemeScript';

describe('appTheme', () => {
  const theme = createAppTheme();
  const dark = theme.colorSchemes.dark!.palette;
  const light = theme.colorSchemes.light!.palette;

  it('has the dark palette of the spec', () => {
    expect(dark.mode).toBe('dark');
    expect(dark.primary.main).toBe('#8AB4F8');
    expect(dark.background.default).toBe('#1E1F22');
    expect(dark.background.paper).toBe('#2B2D31');
  });

  it('has the light palette of the spec', () => {
    expect(light.mode).toBe('light');
    expect(light.primary.main).toBe('#1A73E8');
  });

  it('switches the schemes with CSS variables under the data-theme attribute', () => {
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main/);
    const sheets = theme.generateStyleSheets?.() ?? [];
    const css = JSON.stringify(sheets);
    expect(css).toContain('[data-theme=\\"dark\\"]');
    expect(css).toContain('#8AB4F8');
  });

  it('has the spec breakpoints and an 8 px spacing unit', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
  });

  it('sets Roboto 16 px, plain buttons with a 0.75rem radius and outlined full-width fields', () => {
    expect(theme.typography.fontFamily).toMatch(/^Roboto/);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      textTransform: 'none',
      borderRadius: '0.75rem',
    });
    // Every tab in sentence case, not the upper case of Material's default.
    expect(theme.components?.MuiTab?.styleOverrides?.root).toMatchObject({ textTransform: 'none' });
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({
      variant: 'outlined',
      fullWidth: true,
    });
    expect(theme.components?.MuiOutlinedInput?.styleOverrides?.root).toMatchObject({
      borderRadius: '0.5rem',
    });
  });

  it('speaks Spanish in MUI components', () => {
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'Filas por página:',
    );
  });
});

describe('date and time pickers', () => {
  it('use the Spanish labels of the spec', () => {
    expect(pickersLocaleText).toMatchObject({
      cancelButtonLabel: 'Cancelar',
      clearButtonLabel: 'Limpiar',
      okButtonLabel: 'OK',
      todayButtonLabel: 'Hoy',
      nextStepButtonLabel: 'Siguiente',
      datePickerToolbarTitle: 'Seleccionar fecha',
      timePickerToolbarTitle: 'Seleccionar hora',
    });
  });
});

describe('colour-scheme script (runs before the first paint)', () => {
  function run(stored: string | null | Error, systemDark: boolean) {
    const attributes: Record<string, string> = {};
    const sandbox = {
      localStorage: {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === 'themeMode' ? stored : null;
        },
      },
      matchMedia: (query: string) => ({
        matches: query === '(prefers-color-scheme: dark)' && systemDark,
      }),
      document: {
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
          style: {} as Record<string, string>,
        },
      },
    };
    new Function(...Object.keys(sandbox), colorSchemeScript)(...Object.values(sandbox));
    // The page's canvas follows the choice too (no dark flash for Claro on a dark system).
    expect(sandbox.document.documentElement.style.colorScheme).toBe(attributes['data-theme']);
    return attributes['data-theme'];
  }

  it('follows the stored choice, and the system when the choice is Sistema or none', () => {
    expect(run('dark', false)).toBe('dark');
    expect(run('light', true)).toBe('light');
    expect(run('system', true)).toBe('dark');
    expect(run('system', false)).toBe('light');
    expect(run(null, true)).toBe('dark');
    expect(run('purple', false)).toBe('light');
    expect(run(new Error('blocked'), true)).toBe('dark');
  });
});
