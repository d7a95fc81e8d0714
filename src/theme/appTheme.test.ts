import { describe, expect, it, vi } from 'vitest';

/** MUI's `createTheme`, watched (not replaced). */
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material/styles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material/styles')>();
  return {
    ...actual,
    createTheme: (...args: Parameters<typeof actual.createTheme>) => {
      created.count += 1;
      return actual.createTheme(...args);
    },
  };
});

describe('the app theme (issue 33.3: the entry evaluates no theme)', () => {
  it('is made on first use, not when the module is evaluated, and once', async () => {
    const { appTheme } = await import('./index');
    expect(created.count).toBe(0);
    const theme = appTheme();
    expect(created.count).toBe(1);
    expect(appTheme()).toBe(theme);
    expect(created.count).toBe(1);
  });
});
