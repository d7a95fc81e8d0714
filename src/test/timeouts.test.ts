import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Timeouts are bounds for a failure, set once for the suite (`testTimeout` in vite.config.ts,
 * `asyncUtilTimeout` in src/test/setup.ts) for a 2-core machine running CPU hogs beside it. A
 * test file that sets a smaller bound of its own passes alone and fails on a loaded CI machine
 * (two stage-designer tests did, at 60 s): larger bounds are allowed, smaller ones are not.
 */
const TEST_BOUND = 120_000;
const WAIT_BOUND = 30_000;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const number = (text: string) => Number(text.replace(/_/g, ''));

describe('no test sets a smaller timeout than the suite', () => {
  const files = ['src', 'scripts'].flatMap((dir) => testFiles(join(process.cwd(), dir)));

  it('finds the tests (the scan works)', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file, test or wait bounds itself below the suite’s bounds', () => {
    const offenders: string[] = [];
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      const name = relative(process.cwd(), path);
      for (const [, value] of text.matchAll(/testTimeout:\s*([\d_]+)/g))
        if (number(value!) < TEST_BOUND) offenders.push(`${name}: testTimeout ${value}`);
      // A test's own bound ends it: `}, 60_000);` (a smaller number there is a reduce's seed).
      for (const [, value] of text.matchAll(/^\s*\}, ([\d_]+)\);$/gm))
        if (number(value!) >= 1000 && number(value!) < TEST_BOUND)
          offenders.push(`${name}: a test bounded at ${value}`);
      for (const [, value] of text.matchAll(/\btimeout:\s*([\d_]+)/g))
        if (number(value!) < WAIT_BOUND) offenders.push(`${name}: a wait bounded at ${value}`);
    }
    expect(offenders).toEqual([]);
  });
});
