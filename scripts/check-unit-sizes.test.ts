import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { isMeasured, MAX_FILE_LINES, MAX_FUNCTION_LINES, oversized } from './check-unit-sizes.mjs';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`);

describe('check-unit-sizes', () => {
  it('finds a function over the limit, by its name, and lets one at the limit pass', () => {
    const long = ['export function tooLong() {', ...body(MAX_FUNCTION_LINES - 1), '}'].join('\n');
    expect(oversized('a.ts', long)).toEqual([
      { file: 'a.ts', name: 'tooLong', lines: MAX_FUNCTION_LINES + 1 },
    ]);
    const fits = ['export function fits() {', ...body(MAX_FUNCTION_LINES - 2), '}'].join('\n');
    expect(oversized('a.ts', fits)).toEqual([]);
  });

  it('measures arrow components in TSX under their variable name', () => {
    const text = [
      'export const Page = () => {',
      ...body(MAX_FUNCTION_LINES),
      '  return <div />;',
      '};',
    ].join('\n');
    expect(oversized('Page.tsx', text).map((unit: { name: string }) => unit.name)).toEqual([
      'Page',
    ]);
  });

  it('finds a file over the limit', () => {
    const text = Array.from({ length: MAX_FILE_LINES + 1 }, (_, i) => `export const c${i} = ${i};`);
    expect(oversized('big.ts', `${text.join('\n')}\n`)).toEqual([
      { file: 'big.ts', name: '(file)', lines: MAX_FILE_LINES + 1 },
    ]);
  });

  it('measures product code only', () => {
    expect(isMeasured('src/features/jobs/JobSearchPage.tsx')).toBe(true);
    expect(isMeasured('src/features/jobs/JobSearchPage.test.tsx')).toBe(false);
    expect(isMeasured('src/test/setup.ts')).toBe(false);
    expect(isMeasured('src/vite-env.d.ts')).toBe(false);
  });
});
