/**
 * MSW's cookie store loaded on demand in built demos (issue 15). MSW 2 imports its cookie
 * store (`msw/lib/core/utils/cookieStore.mjs`: tough-cookie, which brings tldts's
 * public-suffix list, ~94 kB gzip) statically from its request handling, so it sat on the
 * worker's start-up path. This plugin has MSW's modules import
 * `src/mocks/shared/msw-cookie-store.ts` instead: the same two methods, answering from
 * MSW's own store, which it loads (as `virtual:msw-cookie-store`, the original file) only
 * when the jar can hold something. Builds only (the dev server pre-bundles MSW, the tests run
 * it in Node); `virtual:msw-cookie-store` resolves everywhere (unit tests).
 *
 * A declared, versioned swap (`MSW_COOKIE_STORE_PIN` in `scripts/library-pins.ts`): every build
 * first checks MSW's exact version and the hashes of the store and of the two modules that
 * call it, and stops with an error naming the difference when an upgrade changed any of them.
 * It pays: the demo's mock start-up loads 42 kB gzip instead of 164 kB
 * (docs/decisions/2026-11-27-library-internals.md).
 */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { assertPinned, MSW_COOKIE_STORE_PIN, type LibraryPin } from './library-pins.ts';

export const MSW_COOKIE_STORE = 'virtual:msw-cookie-store';
const MSW_CORE = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]core[\\/]/;

export function mswLazyCookies(pin: LibraryPin = MSW_COOKIE_STORE_PIN): Plugin {
  let root = process.cwd();
  let replacement = '';
  let build = false;
  let require = createRequire(import.meta.url);
  let bundlesMsw = false;
  let replaced = false;
  return {
    name: 'msw-lazy-cookies',
    // Before Vite's own resolver, which would resolve MSW's relative import first.
    enforce: 'pre',
    configResolved(config) {
      replacement = resolve(config.root, 'src/mocks/shared/msw-cookie-store.ts');
      require = createRequire(resolve(config.root, 'package.json'));
      build = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      if (build) assertPinned(pin, root);
    },
    async resolveId(source, importer, options) {
      if (source === MSW_COOKIE_STORE) {
        // The original file, beside MSW's core entry (as Node resolves it: the dev server
        // would answer with its pre-bundle).
        return join(dirname(require.resolve('msw')), 'utils', 'cookieStore.mjs');
      }
      if (!build || !importer || !MSW_CORE.test(importer)) return undefined;
      bundlesMsw = true;
      if (!/(^|\/)cookieStore\.mjs$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return resolved;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && bundlesMsw && !replaced) {
        this.error(
          "msw-lazy-cookies: MSW is bundled but its cookie store (lib/core/utils/cookieStore.mjs) was not found: MSW's layout changed, update the plugin.",
        );
      }
    },
  };
}
