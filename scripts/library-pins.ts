/**
 * Declared dependencies on one exact version of a library's files. A build that puts a module
 * of its own in place of a library's module, or reads a file the package does not export,
 * names here the package, its exact version and the SHA-256 of every file it relies on. The
 * build checks them before it relies on them and stops with an error naming what changed, so
 * that an upgrade can never leave such a build silently wrong: whoever upgrades reads the new
 * files, then updates the pin (docs/decisions/2026-11-27-library-internals.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export interface LibraryPin {
  /** The package, as imported. */
  name: string;
  /** The one version the build was written against. */
  version: string;
  /** Files inside the package (relative to its folder) and their SHA-256, hex. */
  files: Record<string, string>;
  /** What the build does with them, for the error message. */
  use: string;
}

/** The package's folder, as Node resolves it from the project at `root`. */
export function packageDir(name: string, root: string): string {
  const require = createRequire(resolve(root, 'package.json'));
  return dirname(require.resolve(`${name}/package.json`));
}

/** The SHA-256 (hex) of a file. */
export function sha256Of(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Every way the installed package differs from its pin (none: the pin holds). */
export function pinMismatches(pin: LibraryPin, root: string): string[] {
  let dir: string;
  try {
    dir = packageDir(pin.name, root);
  } catch {
    return [`${pin.name} is not installed`];
  }
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (version !== pin.version) return [`${pin.name} is ${version}, pinned ${pin.version}`];
  return Object.entries(pin.files).flatMap(([file, hash]) => {
    const path = join(dir, file);
    if (!existsSync(path)) return [`${pin.name}/${file} is missing`];
    const actual = sha256Of(path);
    return actual === hash ? [] : [`${pin.name}/${file} has SHA-256 ${actual}, pinned ${hash}`];
  });
}

/** Throws, naming every difference, unless the installed package is exactly the pinned one. */
export function assertPinned(pin: LibraryPin, root: string): void {
  const mismatches = pinMismatches(pin, root);
  if (mismatches.length === 0) return;
  throw new Error(
    [
      `The build ${pin.use}, written against ${pin.name} ${pin.version} exactly; the installed one differs:`,
      ...mismatches.map((mismatch) => `  - ${mismatch}`),
      `Read the new files, adapt the build (or drop it if the library now does it), then update the pin in scripts/library-pins.ts.`,
    ].join('\n'),
  );
}

/**
 * React Router 7's package exports resolve to its development build under every condition
 * (remix-run/react-router#14102): built apps use its production build, which differs only in
 * `ENABLE_DEV_WARNINGS = false` (no development warnings computed or logged in a user's
 * browser; 0.6 kB gzip less in the landing's initial JS). Read by `vite.config.ts`.
 */
export const REACT_ROUTER_PRODUCTION: LibraryPin = {
  name: 'react-router',
  version: '7.18.5',
  files: {
    'dist/production/index.mjs': '6baf2472e54e32f10f32b57bb8b6f01f76714157b6a856af332d2bd06c8d71c7',
  },
  use: "resolves 'react-router' to its production build (dist/production), which its exports do not expose",
};

/**
 * MSW's cookie store, swapped for `src/mocks/shared/msw-cookie-store.ts` in demo builds by
 * `scripts/msw-lazy-cookies-plugin.ts`: the store itself and the two modules that call it
 * (`getCookies` and `setCookie`, the only methods the stand-in offers).
 */
export const MSW_COOKIE_STORE_PIN: LibraryPin = {
  name: 'msw',
  version: '2.15.0',
  files: {
    'lib/core/utils/cookieStore.mjs':
      '407e68165bba9c12b819f119a9751fdf232484e783713b697734ac3df3db0bef',
    'lib/core/utils/request/getRequestCookies.mjs':
      '49f101b487b7628a15a3af760c693bb01973c53c62d7d88dc390e5bc6a148dc3',
    'lib/core/utils/request/storeResponseCookies.mjs':
      '7971289fa1c285820a38f6d8d8e106c1cf8d2a6cc7be1c598b7f5a8f30932182',
  },
  use: "puts src/mocks/shared/msw-cookie-store.ts in place of MSW's cookie store (lib/core/utils/cookieStore.mjs)",
};
