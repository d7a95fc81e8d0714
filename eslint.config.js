import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Only `src/mocks`, the bootstrap (`src/main.tsx`) and tests may know the mock exists. */
const mockImports = {
  group: ['@/mocks', '@/mocks/*', '**/mocks/**', 'msw', 'msw/*', '@msw/*', '@faker-js/*'],
  message: 'Only src/mocks and the bootstrap (src/main.tsx) may know the mock exists.',
};
/** Only the identity adapters may import Firebase. */
const firebaseImports = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only the Firebase identity adapter may import firebase.',
};
/** Features talk to each other through their public index only. */
const featureInternals = {
  group: ['@/features/*/*', '!@/features/*/pages', '!@/features/*/model'],
  message:
    "Import another feature through its public index ('@/features/<name>'), its lazy screens ('@/features/<name>/pages') or its plain data ('@/features/<name>/model').",
};
/** zod 4 compiles parsers with `new Function` unless told not to: a strict CSP forbids it. */
const zodImports = {
  regex: '^zod(/.*)?$',
  message:
    "Import zod from '@/shared/zod' (app code) or '@/mocks/shared/zod' (the mock): they turn off zod's JIT (no eval under the CSP).",
};
/**
 * Links to the app's routes are `RouterLink` (src/shared/navigation): React Router's `Link`
 * brings its framework-mode prefetching into the landing's initial JS (issue 15).
 */
const routerLinkImports = {
  group: ['react-router', 'react-router/*'],
  importNames: ['Link', 'NavLink'],
  message: "Link to a route with RouterLink from '@/shared/navigation'.",
};
/**
 * React Router through one entry, `react-router` (the app's provider is given React DOM's
 * `flushSync`, `src/app/App.tsx`): `react-router/dom` is a CommonJS module under Node that
 * loads a second copy of React Router, whose context the first copy's hooks do not see.
 */
const routerDomImports = {
  group: ['react-router/dom'],
  message: "Import React Router from 'react-router' (one copy of its context).",
};
const restrictedImports = (...patterns) => [
  'error',
  { patterns: [...patterns, routerLinkImports, routerDomImports] },
];

/**
 * Boundaries by resolved path, so that relative imports cannot escape them
 * (`no-restricted-imports` above sees only the text of the specifier).
 */
const features = readdirSync(resolve(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * A feature's public faces: `index.ts` (what the app uses), `pages.ts(x)` (its lazy screens)
 * and `model.ts` (its plain data and types: no React, nothing of the browser, so that code
 * run by Node, such as `vite.config.ts`, scripts and e2e, can import it).
 */
const PUBLIC_FACES = ['./index.ts', './pages.ts', './pages.tsx', './model.ts'];
const INTERNALS_MESSAGE =
  "A feature's internals are its own: import it through its index.ts (or its lazy pages, or its model.ts).";
/** Code outside `src/`: the configs, the scripts, the end-to-end tests and the benchmarks. */
const OUTSIDE_SRC = ['./e2e', './scripts', './bench', './vite.config.ts', './playwright.config.ts'];
const boundaryZones = [
  // A feature reaches another only through its public face.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    except: PUBLIC_FACES,
    message: INTERNALS_MESSAGE,
  })),
  // So do the app and its bootstrap, the mock, the test helpers, and the code outside src/.
  ...features.map((feature) => ({
    target: ['./src/app', './src/main.tsx', './src/mocks', './src/test', ...OUTSIDE_SRC],
    from: `./src/features/${feature}`,
    except: PUBLIC_FACES,
    message: INTERNALS_MESSAGE,
  })),
  {
    target: ['./src/shared', './src/theme'],
    from: ['./src/features', './src/app'],
    message: 'shared and theme are below the features and the app: they import neither.',
  },
];
/** Nothing outside src/mocks (but the bootstrap and the tests) imports the mock. */
const mockZone = {
  target: ['./src/app', './src/features', './src/shared', './src/theme', './src/test/render.tsx'],
  from: './src/mocks',
  message: 'Only src/mocks and the bootstrap (src/main.tsx) may know the mock exists.',
};
/**
 * The store mounts the session slice of features/auth: that feature must not import the
 * store back, not even its types (`import-x/no-cycle` does not follow type-only imports).
 */
const storeZone = {
  target: './src/features/auth',
  from: ['./src/app/store.ts', './src/app/hooks.ts'],
  message:
    'The app store imports features/auth: use its own SessionStore types (./sessionStore) instead.',
};
const restrictedPaths = (...zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-live-emu',
      'dist-live-emulator',
      'bench/skeleton/dist',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrictedImports(
        mockImports,
        firebaseImports,
        featureInternals,
        zodImports,
      ),
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx,mts,mjs}',
      'e2e/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'bench/**/*.{ts,tsx}',
      '*.config.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          alias: { '@': [resolve(root, 'src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(...boundaryZones, mockZone, storeZone),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The mock itself, the bootstrap that loads it and the tests that run against it.
    files: ['src/mocks/**', 'src/main.tsx', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports(firebaseImports, featureInternals, zodImports),
      'import-x/no-restricted-paths': restrictedPaths(...boundaryZones),
    },
  },
  {
    // The one module each side imports zod from.
    files: ['src/shared/zod.ts', 'src/mocks/shared/zod.ts'],
    rules: { 'no-restricted-imports': restrictedImports(firebaseImports, featureInternals) },
  },
  {
    // The Firebase identity adapter is the one place that talks to Firebase.
    files: ['src/features/auth/identity/firebase*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(mockImports, featureInternals, zodImports),
    },
  },
  {
    // The end-to-end tests drive the demo build, whose API is the mock: they may read the seed's
    // fixed data (e.g. the question bank's right answers) instead of copying it.
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': restrictedImports(firebaseImports, featureInternals, zodImports),
    },
  },
  {
    files: ['src/mocks/**', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/app/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  // Accessibility of the JSX as written (axe checks the rendered pages in e2e): the fork of
  // eslint-plugin-jsx-a11y whose peer range takes ESLint 10
  // (docs/decisions/2026-11-27-kit.md, "Part B").
  {
    ...jsxA11y.configs.recommended,
    files: ['src/**/*.tsx'],
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // The one field of a sign-in form and the first field of a dialog take the focus on
      // purpose (the WAI-ARIA dialog pattern; checked with a screen reader in
      // docs/screen-reader-check.md); nothing else does.
      'jsx-a11y-x/no-autofocus': 'off',
    },
  },
  // Tests query and wait as Testing Library means them to.
  { ...testingLibrary.configs['flat/react'], files: ['src/**/*.test.{ts,tsx}', 'src/test/**'] },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
