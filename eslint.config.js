import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  group: ['@/features/*/*', '!@/features/*/pages'],
  message:
    "Import another feature through its public index ('@/features/<name>'), or its lazy screens ('@/features/<name>/pages').",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
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
      'no-restricted-imports': [
        'error',
        { patterns: [mockImports, firebaseImports, featureInternals] },
      ],
    },
  },
  {
    // The mock itself, the bootstrap that loads it and the tests that run against it.
    files: ['src/mocks/**', 'src/main.tsx', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseImports, featureInternals] }],
    },
  },
  {
    // The Firebase identity adapter is the one place that talks to Firebase.
    files: ['src/features/auth/identity/firebase*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mockImports, featureInternals] }] },
  },
  {
    files: ['src/mocks/**', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'src/app/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
