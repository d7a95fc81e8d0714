import { describe, expect, it } from 'vitest';
import { pickersLocaleText } from './pickersLocale';
import { createAppTheme } from './theme';
import { readStoredPreference, resolveMode } from './mode';

describe('createAppTheme', () => {
  it('has the dark palette of the spec', () => {
    const theme = createAppTheme('dark');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#8AB4F8');
    expect(theme.palette.background.default).toBe('#1E1F22');
  });

  it('has the light palette of the spec', () => {
    const theme = createAppTheme('light');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#1A73E8');
  });

  it('has the spec breakpoints and an 8 px spacing unit', () => {
    const theme = createAppTheme('light');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('8px');
  });

  it('sets Roboto 16 px, plain buttons with a 0.75rem radius and outlined full-width fields', () => {
    const theme = createAppTheme('light');
    expect(theme.typography.fontFamily).toMatch(/^Roboto/);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      textTransform: 'none',
      borderRadius: '0.75rem',
    });
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({
      variant: 'outlined',
      fullWidth: true,
    });
    expect(theme.components?.MuiOutlinedInput?.styleOverrides?.root).toMatchObject({
      borderRadius: '0.5rem',
    });
  });

  it('speaks Spanish in MUI components', () => {
    const theme = createAppTheme('light');
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

describe('theme mode', () => {
  it('follows the system until the user picks a mode', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });

  it('reads the stored choice, and falls back to the system on anything else', () => {
    expect(readStoredPreference({ getItem: () => 'dark' })).toBe('dark');
    expect(readStoredPreference({ getItem: () => 'purple' })).toBe('system');
    expect(readStoredPreference({ getItem: () => null })).toBe('system');
    expect(
      readStoredPreference({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
    expect(readStoredPreference(undefined)).toBe('system');
  });
});
