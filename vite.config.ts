/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { mockSeed } from './scripts/mock-seed-plugin.ts';
import { mswLazyCookies } from './scripts/msw-lazy-cookies-plugin.ts';
import { bootScript } from './src/app/boot/bootScriptPlugin.ts';
import { prerenderPages } from './src/app/boot/prerenderPagesPlugin.ts';
import { assertPinned, REACT_ROUTER_PRODUCTION } from './scripts/library-pins.ts';
import { appStartScript } from './src/app/boot/startScript.ts';
import { parseConfig } from './src/app/configSchema.ts';
import { ROLE_HOME } from './src/features/auth/model.ts';
import { colorSchemeScript } from './src/theme/colorSchemeScript.ts';
import { appTheme } from './src/theme/theme.ts';
import { themeVariablesCss } from './src/theme/themeVariablesCss.ts';

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

/** Fonts are never inlined into the CSS as base64 (they would block its first paint). */
const FONT_FILE = /\.(woff2?|ttf|otf|eot)(\?.*)?$/;

/** The face the first screen's text needs (Roboto latin, the variable font: every weight), preloaded. */
const MAIN_FONT = /(^|\/)roboto-latin-wght-normal-[\w-]+\.woff2$/;

function preloadMainFont(): Plugin {
  return {
    name: 'preload-main-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => MAIN_FONT.test(file));
        if (!font) throw new Error('The main font (Roboto latin, variable) is not in the bundle.');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * `virtual:theme-variables.css`: the theme's CSS variables, both colour schemes, as a
 * stylesheet made here from the app's theme (`src/theme/themeVariablesCss.ts`), so that MUI's
 * provider does not compile them in the browser at start-up (issue 15). The dev server
 * restarts when the theme changes (the config imports it).
 */
function themeVariables(): Plugin {
  const id = 'virtual:theme-variables.css';
  const resolved = '/__theme-variables.css';
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === id ? resolved : null),
    load: (source) => (source === resolved ? themeVariablesCss(appTheme()) : null),
  };
}

/**
 * React Router 7 resolves to its development build under every condition
 * (remix-run/react-router#14102); built apps use its production build, a file its exports do
 * not expose: declared with its exact version and hashes in `scripts/library-pins.ts`, and
 * checked before every build (an upgrade stops the build until someone looks).
 */
function reactRouterProduction() {
  assertPinned(REACT_ROUTER_PRODUCTION, import.meta.dirname);
  const dir = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  return [{ find: /^react-router$/, replacement: resolve(dir, 'index.mjs') }];
}

/**
 * Packages whose modules have no side effects though their package.json does not say so.
 * Emotion imports `hoist-non-react-statics` for its side effects alone (`import
 * 'hoist-non-react-statics'`), and that package declares none: declared here to the bundler,
 * it is bundled only where something uses it (Emotion's `withTheme`, which the app does not
 * use): 0.6 kB gzip off every page.
 */
const SIDE_EFFECT_FREE_PACKAGES = [
  { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
];

/** The origin of an absolute URL (`https://api.example.com/api/v1` → its origin), or null. */
function originOf(url: string | undefined): string | null {
  try {
    return url && /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page's one inline script (`src/app/boot/bootScriptPlugin.ts`): the colour scheme, then the
 * app's start. It runs at the top of the page (before the first paint: no request to wait
 * for); the policy allows it, and only it, by its hash.
 */
export const BOOT_SCRIPT = `${colorSchemeScript};${appStartScript(ROLE_HOME)}`;
export const bootScriptHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy the built app runs under (docs/deploy.md). Scripts from the
 * app's origin only (no inline script but the boot one, by its hash; no eval: zod
 * runs jitless); inline styles for
 * Emotion; API and identity provider for `connect-src`; avatars from the API; the mock's
 * service worker in demo builds. `frame-ancestors` only works as a header (see below).
 */
export function contentSecurityPolicy(env: Record<string, string>): string {
  const isMock = (env.VITE_API_MODE ?? 'mock') === 'mock';
  const firebase = (env.VITE_IDENTITY ?? 'mock') === 'firebase';
  const api = originOf(env.VITE_API_BASE_URL);
  const identity = firebase
    ? [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        // A development build pointed at the Firebase Auth emulator calls it instead.
        originOf(env.VITE_FIREBASE_AUTH_EMULATOR_URL),
      ]
    : [];
  const authDomain = firebase && env.VITE_FIREBASE_AUTH_DOMAIN;
  const directives: Record<string, (string | null | false)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", bootScriptHash],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, originOf(env.VITE_TOKEN_SYNC_URL), ...identity],
    'worker-src': isMock ? ["'self'"] : ["'none'"],
    'frame-src': authDomain ? [`https://${authDomain}`] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');
}

/** Headers a host must send with the app (docs/deploy.md); `vite preview` sends them too. */
export function securityHeaders(env: Record<string, string>): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(env)}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The built `index.html` carries the policy too (a host that sends no header still gets it). */
function cspMetaTag(env: Record<string, string>): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The configuration validated before anything is built or served: a bad value stops here,
  // naming the variable (src/app/configSchema.ts).
  const config = parseConfig(env);
  const isMock = config.VITE_API_MODE === 'mock';
  return {
    plugins: [
      react(),
      dropMockWorker(!isMock),
      cspMetaTag(env),
      preloadMainFont(),
      prerenderPages(),
      themeVariables(),
      mockSeed(),
      mswLazyCookies(),
      // Last: it moves the module tags the others may have placed.
      bootScript(BOOT_SCRIPT),
    ],
    // The build's two switches, validated, as constants the bootstrap tests in its own module
    // (src/main.tsx): the unused branch, and the mock or an identity adapter with it, is
    // dropped before the bundle is split (a constant imported from another module is not).
    define: {
      __API_MODE__: JSON.stringify(config.VITE_API_MODE),
      __IDENTITY__: JSON.stringify(config.VITE_IDENTITY),
    },
    resolve: {
      alias: [
        { find: '@', replacement: resolve(import.meta.dirname, 'src') },
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    // strictPort: on a busy port Vite stops with an error instead of silently taking another.
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The dev server needs inline scripts (React refresh): the policy is for built apps.
    preview: { host: '127.0.0.1', port: 4173, headers: securityHeaders(env) },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 900,
      assetsInlineLimit: (file: string) => (FONT_FILE.test(file) ? false : undefined),
      rolldownOptions: {
        treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_PACKAGES },
        output: {
          // The first screen in few requests (issue 15): every module the entry imports
          // statically goes into two chunks, the libraries (they change rarely: cached
          // across releases) and the app's own code. Lazy routes import what they share
          // with the first screen from these.
          codeSplitting: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
              { name: 'app', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      css: false,
      // Bounds for a failure, not waits: a test passes as soon as its conditions hold. A
      // 2-core machine running two CPU hogs and other jobs beside the suite is up to ~10×
      // slower than idle (the offer form's longest test took 62 s at a load of 14).
      testTimeout: 120_000,
      // One worker per core (Vitest's default leaves one core free). In `npm test` Vitest runs
      // beside the checks, which end first: with one worker the second core then stayed idle for
      // about five minutes (docs/decisions/2026-11-28-headless-shell.md). No two files share a
      // port or a file: servers listen on a free port, data goes to a temporary folder.
      maxWorkers: availableParallelism(),
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
