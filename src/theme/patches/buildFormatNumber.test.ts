// MUI does not export it: read from the package's files (the plugin patches only MUI's imports).
import original from '../../../node_modules/@mui/material/locale/utils/buildFormatNumber.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lazy from './buildFormatNumber';

describe('lazy buildFormatNumber (the MUI locale patch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('formats exactly as MUI’s own', () => {
    const values = [0, 7, 1234, 1234567.891, -42, Number.NaN, Number.POSITIVE_INFINITY];
    for (const locale of ['es-ES', 'en-US', 'xx-invalid-locale-tag-!!']) {
      const mine = lazy(locale);
      const theirs = (original as (l: string) => (v: number) => string)(locale);
      for (const value of values) expect(mine(value)).toBe(theirs(value));
    }
  });

  it('builds the Intl formatter on the first call, once', () => {
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
    const format = lazy('es-ES');
    expect(built).toEqual([]);
    expect(format(1234)).toBe(new Original('es-ES').format(1234));
    format(5678);
    expect(built).toEqual(['es-ES']);
  });
});
