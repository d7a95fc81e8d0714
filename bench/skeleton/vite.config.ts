import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The skeleton's own build: `vite build --config bench/skeleton/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 900 },
  logLevel: 'warn',
});
