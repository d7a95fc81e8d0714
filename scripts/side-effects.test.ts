import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minimatch } from 'minimatch';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `package.json` declares the app's `sideEffects` (issue 15): the bundler may then leave out
 * a module none of whose exports is used, and an index's unused re-exports stay out of the
 * entry. A module that acts when it is evaluated (a top-level statement that is not a
 * declaration: `z.config(...)`, `apiArrived(api)`) must be listed, or the build could skip it.
 */
const root = resolve(import.meta.dirname, '..');
const { sideEffects } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  sideEffects: string[];
};

/** The app's modules (not tests, not type declarations), as paths from the project's root. */
function sourceFiles(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => join('src', path))
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|d)\.tsx?$/.test(path));
}

/** The statements of a module that run when it is evaluated, beyond declaring things. */
function topLevelActions(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (statement) =>
        ts.isExpressionStatement(statement) ||
        ts.isIfStatement(statement) ||
        ts.isForStatement(statement) ||
        ts.isForOfStatement(statement) ||
        ts.isWhileStatement(statement) ||
        ts.isTryStatement(statement),
    )
    .map((statement) => statement.getText(source).split('\n')[0]!);
}

const listed = (path: string) => sideEffects.some((glob) => minimatch(path, glob));

describe("the app's declared side effects", () => {
  it('list every module that acts when it is evaluated', () => {
    // `src/test` is the tests' set-up: never in a build.
    const unlisted = sourceFiles()
      .filter((path) => !path.startsWith('src/test/'))
      .map((path) => ({ path, actions: topLevelActions(path) }))
      .filter(({ path, actions }) => actions.length > 0 && !listed(path));
    expect(unlisted).toEqual([]);
  });

  it('the check sees such modules (zod without its JIT, the api joining the stores)', () => {
    expect(topLevelActions('src/shared/zod.ts')).toEqual(['z.config({ jitless: true });']);
    expect(topLevelActions('src/app/api/index.ts')).toEqual(['apiArrived(api);']);
    expect(listed('src/shared/zod.ts')).toBe(true);
    expect(listed('src/features/jobs/api.ts')).toBe(false);
    expect(listed('src/theme/fonts.css')).toBe(true);
    expect(listed('src/mocks/db/seed.ts')).toBe(true);
    expect(listed('src/mainXtsx')).toBe(false);
  });
});
