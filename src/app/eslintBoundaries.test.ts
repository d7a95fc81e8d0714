// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import rules of the architecture, checked on snippets placed at real paths. */
const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('keeps the mock out of app and feature code', async () => {
    const code =
      "import { server } from '@/mocks/node';\nimport { http } from 'msw';\nexport { server, http };\n";
    expect(await importErrors('src/features/home/Leak.ts', code)).toHaveLength(2);
    expect(await importErrors('src/app/Leak.ts', code)).toHaveLength(2);
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
