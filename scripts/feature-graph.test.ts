import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCycles, featureGraph, type FeatureGraph } from './feature-graph.ts';

const graphOf = (edges: Record<string, string[]>): FeatureGraph =>
  new Map(Object.entries(edges).map(([feature, uses]) => [feature, new Set(uses)]));

/** A `src/` folder holding `files` (path → content). */
const made: string[] = [];
function srcWith(files: Record<string, string>): string {
  const src = join(mkdtempSync(join(tmpdir(), 'feature-graph-')), 'src');
  made.push(dirname(src));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), content);
  }
  return src;
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the features form a directed acyclic graph', () => {
  it("holds for the app's features", () => {
    const graph = featureGraph(resolve(import.meta.dirname, '../src'));
    expect(graph.size).toBeGreaterThan(5);
    expect(featureCycles(graph)).toEqual([]);
  });

  it('finds a cycle between two features that meet only through their public faces', () => {
    const src = srcWith({
      'features/jobs/index.ts': "export { JobCard } from './JobCard';\n",
      'features/jobs/JobCard.tsx': "import { applyTo } from '@/features/applications';\n",
      'features/applications/index.ts': "export { applyTo } from './apply';\n",
      // Type-only and relative imports count: the folders still depend on each other.
      'features/applications/apply.ts': "import type { Job } from '../jobs';\n",
      'features/auth/index.ts': "import { x } from '@/shared/x';\n",
      'features/jobs/JobCard.test.tsx': "import '@/features/auth';\n",
    });
    const graph = featureGraph(src);
    expect(graph.get('jobs')).toEqual(new Set(['applications']));
    expect(graph.get('applications')).toEqual(new Set(['jobs']));
    // Tests are not part of the graph.
    expect(graph.get('auth')).toEqual(new Set());
    expect(featureCycles(graph)).toEqual(['applications → jobs → applications']);
  });

  it('finds longer cycles, and a lazy import closes one too', () => {
    const src = srcWith({
      'features/a/index.ts': "export const a = () => import('@/features/b/pages');\n",
      'features/b/pages.ts': "export { c } from '../c';\n",
      'features/c/index.ts': "import { a } from '@/features/a';\nexport const c = a;\n",
    });
    expect(featureCycles(featureGraph(src))).toEqual(['a → b → c → a']);
  });

  it('lists each cycle once', () => {
    expect(featureCycles(graphOf({ a: ['b'], b: ['a', 'c'], c: ['b'], d: ['a'] }))).toEqual([
      'a → b → a',
      'b → c → b',
    ]);
    expect(featureCycles(graphOf({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });
});
