/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * A live build must not ship MSW's service worker: it is copied from `public/` by
 * Vite, so remove it from the output once the bundle is written.
 */
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (enabled) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isMock = (env.VITE_API_MODE ?? 'mock') === 'mock';
  return {
    plugins: [react(), dropMockWorker(!isMock)],
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    // strictPort: on a busy port Vite stops with an error instead of silently taking another.
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 900,
    },
    test: {
      globals: true,
      css: false,
      testTimeout: 15000,
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      env: { VITE_API_MODE: 'mock', VITE_IDENTITY: 'mock' },
      // Two environments: Node for pure modules and the mock (fast to start), jsdom only for
      // components. The mock API (MSW, handlers, seeded database) is loaded only by the files
      // that import '@/test/msw'.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
            exclude: ['src/shared/hooks/**'],
            setupFiles: ['./src/test/setup.node.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'src/shared/hooks/**/*.test.ts'],
            setupFiles: ['./src/test/setup.ts'],
          },
        },
      ],
    },
  };
});
