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
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      css: false,
      testTimeout: 15000,
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest.json' },
      env: { VITE_API_MODE: 'mock', VITE_IDENTITY: 'mock' },
    },
  };
});
