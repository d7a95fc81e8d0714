/**
 * The features' dependency graph, folder by folder (DESIGN.md: features form a directed
 * acyclic graph). Module-level `import-x/no-cycle` cannot see a cycle between two features
 * that meet through their public faces (`a/x.ts` → `b/index.ts`, `b/y.ts` → `a/index.ts`):
 * this reads every import of `src/features/*` (static, dynamic and type-only, through the
 * TypeScript compiler's pre-processor) and lists the cycles between folders. Checked by
 * `scripts/feature-graph.test.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Feature → the features it imports. */
export type FeatureGraph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The feature a path belongs to, or null. */
function featureOf(featuresDir: string, path: string): string | null {
  const inside = relative(featuresDir, path);
  if (inside.startsWith('..')) return null;
  return inside.split(sep)[0] ?? null;
}

/** The graph of the features under `srcDir/features` (tests aside). */
export function featureGraph(srcDir: string): FeatureGraph {
  const featuresDir = resolve(srcDir, 'features');
  const graph: FeatureGraph = new Map();
  const features = readdirSync(featuresDir).filter((name) =>
    statSync(join(featuresDir, name)).isDirectory(),
  );
  for (const feature of features) {
    const uses = new Set<string>();
    for (const file of sourceFiles(join(featuresDir, feature))) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of info.importedFiles) {
        let target: string | null = null;
        if (specifier.startsWith('@/')) target = resolve(srcDir, specifier.slice(2));
        else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
        const used = target && featureOf(featuresDir, target);
        if (used && used !== feature) uses.add(used);
      }
    }
    graph.set(feature, uses);
  }
  return graph;
}

/** Every elementary cycle's smallest form, each as `a → b → a` (none: the graph is a DAG). */
export function featureCycles(graph: FeatureGraph): string[] {
  const cycles = new Set<string>();
  const visit = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        // One spelling per cycle: rotated to start at its smallest name.
        const smallest = path.indexOf([...path].sort()[0]!);
        const rotated = [...path.slice(smallest), ...path.slice(0, smallest)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else if (!path.includes(next) && next > start) {
        visit(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return [...cycles].sort();
}
