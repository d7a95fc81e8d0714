/**
 * The demo build's seed, computed at build time (issue 15): `virtual:mock-seed` is the
 * mock database's small preset as JSON, generated here by `src/mocks/db/seed.ts` (faker
 * runs in Node, never in the browser) for a fixed `seededAt`, so the build is
 * reproducible. The browser shifts its timestamps to the moment it loads it
 * (`src/mocks/db/prebuilt-seed.ts`). The module is only generated when something imports
 * it: the live build never does.
 */
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

export const MOCK_SEED_MODULE = 'virtual:mock-seed';
const RESOLVED = `\0${MOCK_SEED_MODULE}`;

/** The `now` the build-time seed is generated for (any fixed instant would do). */
export const SEEDED_AT = Date.UTC(2026, 10, 21, 8);

interface SeedModule {
  generateSeed(preset: 'seed', now: number): unknown;
}

export function mockSeed(): Plugin {
  let root = process.cwd();
  const seedDir = () => resolve(root, 'src/mocks');
  return {
    name: 'mock-seed',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === MOCK_SEED_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<SeedModule>(resolve(seedDir(), 'db/seed.ts'), {
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias: { '@': resolve(root, 'src') } },
      });
      const snapshot = module.generateSeed('seed', SEEDED_AT);
      // `JSON.parse` of a string literal: faster to parse than the same object literal.
      return [
        `export const seededAt = ${SEEDED_AT};`,
        `export const snapshot = JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});`,
      ].join('\n');
    },
    // Dev server: a change to the mock's data code regenerates the module.
    hotUpdate({ file }) {
      if (!file.startsWith(seedDir())) return;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
  };
}
