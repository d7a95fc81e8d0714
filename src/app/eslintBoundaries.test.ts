// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Linting with type-aware import resolution is slow on a loaded machine: room for it.

/** The import rules of the architecture, checked on snippets placed at real paths. */
const eslint = new ESLint();

const IMPORT_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle'];

/** The import-rule messages for `source` placed at `filePath` (one message per rule and import). */
async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages
    .filter((message) => IMPORT_RULES.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** The messages of one rule only. */
async function ruleErrors(rule: string, filePath: string, source: string): Promise<string[]> {
  return (await importErrors(filePath, source)).filter((message) => message.startsWith(`${rule}:`));
}

const snippet = (specifier: string) => `import * as m from '${specifier}';\nexport { m };\n`;

describe('import boundaries', () => {
  it('keeps the mock out of app and feature code', async () => {
    const code =
      "import { server } from '@/mocks/node';\nimport { http } from 'msw';\nexport { server, http };\n";
    const mockRule = 'no-restricted-imports';
    expect(await ruleErrors(mockRule, 'src/features/home/Leak.ts', code)).toHaveLength(2);
    expect(await ruleErrors(mockRule, 'src/app/Leak.ts', code)).toHaveLength(2);
    expect(await importErrors('src/mocks/handlers/ok.ts', code)).toEqual([]);
    expect(await importErrors('src/features/home/ok.test.ts', code)).toEqual([]);
  });

  it('keeps faker out of app code', async () => {
    const code = "import { faker } from '@faker-js/faker';\nexport { faker };\n";
    expect(await importErrors('src/shared/Leak.ts', code)).toHaveLength(1);
  });

  it('lets only the Firebase adapter import firebase', async () => {
    const code = "import { getAuth } from 'firebase/auth';\nexport { getAuth };\n";
    expect(await importErrors('src/features/home/Leak.ts', code)).toHaveLength(1);
    expect(await importErrors('src/mocks/identity/Leak.ts', code)).toHaveLength(1);
    expect(await importErrors('src/features/auth/identity/firebase.ts', code)).toEqual([]);
  });

  it("keeps features out of each other's internals", async () => {
    const deep = "import { x } from '@/features/auth/session/slice';\nexport { x };\n";
    const index = "import { x } from '@/features/auth';\nexport { x };\n";
    const pages = "import { LoginPage } from '@/features/auth/pages';\nexport { LoginPage };\n";
    expect(await importErrors('src/features/home/Leak.ts', deep)).toHaveLength(1);
    expect(await importErrors('src/features/home/Ok.ts', index)).toEqual([]);
    expect(await importErrors('src/app/routes.ts', pages)).toEqual([]);
  });
});

describe('import boundaries by resolved path (relative imports cannot escape them)', () => {
  const zone = 'import-x/no-restricted-paths';

  it("keeps features out of each other's internals", async () => {
    expect(
      await ruleErrors(zone, 'src/features/home/Leak.ts', snippet('../auth/session/sessionSlice')),
    ).toHaveLength(1);
    expect(
      await ruleErrors(zone, 'src/features/home/Leak.ts', snippet('../settings/api')),
    ).toHaveLength(1);
    expect(await importErrors('src/features/home/Ok.ts', snippet('../auth'))).toEqual([]);
    expect(await importErrors('src/features/home/Ok.ts', snippet('../auth/index'))).toEqual([]);
    // Inside a feature, its own files are free.
    expect(
      await importErrors('src/features/auth/components/Ok.ts', snippet('../session/sessionSlice')),
    ).toEqual([]);
  });

  it("keeps the app out of the features' internals", async () => {
    expect(
      await ruleErrors(zone, 'src/app/shell/Leak.ts', snippet('../../features/settings/api')),
    ).toHaveLength(1);
    expect(await importErrors('src/app/shell/Ok.ts', snippet('../../features/auth'))).toEqual([]);
    expect(await importErrors('src/app/Ok.ts', snippet('../features/settings/pages'))).toEqual([]);
  });

  it('keeps shared and theme below the features and the app', async () => {
    expect(await ruleErrors(zone, 'src/shared/Leak.ts', snippet('@/app/api'))).toHaveLength(1);
    expect(
      await ruleErrors(zone, 'src/shared/hooks/Leak.ts', snippet('../../app/api')),
    ).toHaveLength(1);
    expect(await ruleErrors(zone, 'src/theme/Leak.ts', snippet('../features/auth'))).toHaveLength(
      1,
    );
    expect(await ruleErrors(zone, 'src/theme/Leak.ts', snippet('@/features/auth'))).toHaveLength(1);
  });

  it('keeps the mock out of app code, whatever the path', async () => {
    expect(
      await ruleErrors(zone, 'src/features/home/Leak.ts', snippet('../../mocks/db')),
    ).toHaveLength(1);
    expect(
      await ruleErrors(zone, 'src/shared/Leak.ts', snippet('../mocks/network/state')),
    ).toHaveLength(1);
    expect(await importErrors('src/mocks/panel/Ok.ts', snippet('../db'))).toEqual([]);
    expect(
      await ruleErrors(zone, 'src/features/home/ok.test.ts', snippet('../../mocks/db')),
    ).toEqual([]);
  });

  it("keeps the code outside src/ out of the features' internals", async () => {
    // The end-to-end tests, the scripts and the configs reach a feature through its faces.
    expect(
      await ruleErrors(zone, 'e2e/Leak.spec.ts', snippet('../src/features/accessibility/audit')),
    ).toHaveLength(1);
    expect(
      await importErrors('e2e/Ok.spec.ts', snippet('../src/features/accessibility/model')),
    ).toEqual([]);
    expect(
      await ruleErrors(zone, 'e2e/support/Leak.ts', snippet('../../src/features/jobs/api')),
    ).toHaveLength(1);
    expect(
      await ruleErrors(zone, 'scripts/leak.ts', snippet('../src/features/auth/roles.ts')),
    ).toHaveLength(1);
    expect(
      await ruleErrors(zone, 'vite.config.ts', snippet('./src/features/auth/roles.ts')),
    ).toHaveLength(1);
    expect(await importErrors('vite.config.ts', snippet('./src/features/auth/model.ts'))).toEqual(
      [],
    );
    // The end-to-end tests may read the mock's seed (the demo build's data).
    expect(
      await importErrors('e2e/support/Ok.ts', snippet('../../src/mocks/db/seed-data')),
    ).toEqual([]);
  });

  it("keeps the bootstrap out of the identity adapters' files", async () => {
    expect(
      await ruleErrors(zone, 'src/main.tsx', snippet('./features/auth/identity/firebaseSession')),
    ).toHaveLength(1);
    expect(await importErrors('src/main.tsx', snippet('./features/auth'))).toEqual([]);
  });

  it('keeps features/auth from importing the store that mounts it', async () => {
    const code = "import type { AppStore } from '@/app/store';\nexport type S = AppStore;\n";
    expect(await ruleErrors(zone, 'src/features/auth/session/Leak.ts', code)).toHaveLength(1);
  });

  it('rejects an import cycle', async () => {
    // src/app/store.ts imports ./api: the api importing the store back closes a cycle.
    const code = "import { makeStore } from '../store';\nexport const s = makeStore;\n";
    expect(await ruleErrors('import-x/no-cycle', 'src/app/api/index.ts', code)).toHaveLength(1);
  });

  it('lets app code import zod only through @/shared/zod (jitless, CSP-safe)', async () => {
    const rule = 'no-restricted-imports';
    expect(await ruleErrors(rule, 'src/features/home/Leak.ts', snippet('zod'))).toHaveLength(1);
    expect(await ruleErrors(rule, 'src/mocks/handlers/Leak.ts', snippet('zod'))).toHaveLength(1);
    expect(await importErrors('src/features/home/Ok.ts', snippet('@/shared/zod'))).toEqual([]);
    expect(await importErrors('src/mocks/handlers/Ok.ts', snippet('../shared/zod'))).toEqual([]);
    expect(
      await importErrors('src/features/home/Ok.ts', snippet('@hookform/resolvers/zod')),
    ).toEqual([]);
  });
});
