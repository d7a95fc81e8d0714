import { esES } from '@mui/material/locale';
import type { ComponentsPropsList } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentTexts } from './componentTexts';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof esES, name: string): Props =>
  (locale.components as Record<string, { defaultProps: Props }>)[name]!.defaultProps;

/** Calls worth comparing for each function-valued text. */
const CALLS: Record<string, unknown[][]> = {
  getItemAriaLabel: [
    ['first'],
    ['last'],
    ['next'],
    ['previous'],
    ['page', 3, true],
    ['page', 3, false],
    ['start-ellipsis', null, false],
  ],
  labelDisplayedRows: [
    [{ from: 1, to: 50, count: 1234, page: 0 }],
    [{ from: 1001, to: 1050, count: -1, page: 20 }],
    [{ from: 0, to: 0, count: 0, page: 0 }],
  ],
  getLabelText: [[0], [1], [2.5]],
};

describe("MUI components' own texts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are MUI’s Spanish ones, text for text', () => {
    const names = Object.keys(esES.components ?? {});
    expect(Object.keys(componentTexts.components ?? {}).sort()).toEqual([...names].sort());
    for (const name of names) {
      const theirs = propsOf(esES, name);
      const mine = propsOf(componentTexts as typeof esES, name);
      expect(Object.keys(mine).sort(), name).toEqual(Object.keys(theirs).sort());
      for (const [key, value] of Object.entries(theirs)) {
        if (typeof value !== 'function') {
          expect(mine[key], `${name}.${key}`).toBe(value);
          continue;
        }
        for (const args of CALLS[key] ?? []) {
          const call = (fn: unknown) => (fn as (...a: unknown[]) => unknown)(...args);
          expect(call(mine[key]), `${name}.${key}(${JSON.stringify(args)})`).toBe(call(value));
        }
      }
    }
  });

  it('build the number formatter on the first number, not when loaded', async () => {
    const Original = Intl.NumberFormat;
    const built: string[] = [];
    class Counting extends Original {
      constructor(locale?: string) {
        super(locale);
        built.push(String(locale));
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: Counting }),
    );
    vi.resetModules();
    const { componentTexts: fresh } = await import('./componentTexts');
    expect(built).toEqual([]);
    const label = fresh.components?.MuiTablePagination?.defaultProps
      ?.labelDisplayedRows as ComponentsPropsList['MuiTablePagination']['labelDisplayedRows'];
    expect(label!({ from: 1, to: 50, count: 1234, page: 0 })).toBe(
      `1–50 de ${new Original('es-ES').format(1234)}`,
    );
    label!({ from: 51, to: 100, count: 1234, page: 1 });
    expect(built).toEqual(['es-ES']);
  });
});
