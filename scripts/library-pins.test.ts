import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertPinned,
  MSW_COOKIE_STORE_PIN,
  pinMismatches,
  REACT_ROUTER_PRODUCTION,
  sha256Of,
  type LibraryPin,
} from './library-pins.ts';
import { mswLazyCookies } from './msw-lazy-cookies-plugin.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** A project folder with one installed package, `lib` 1.0.0, holding `dist/a.mjs`. */
const project = mkdtempSync(join(tmpdir(), 'library-pins-'));
writeFileSync(join(project, 'package.json'), '{"name":"app","private":true}');
mkdirSync(join(project, 'node_modules/lib/dist'), { recursive: true });
writeFileSync(join(project, 'node_modules/lib/package.json'), '{"name":"lib","version":"1.0.0"}');
writeFileSync(join(project, 'node_modules/lib/dist/a.mjs'), 'export const a = 1;\n');
afterAll(() => rmSync(project, { recursive: true, force: true }));

const pin = (changes: Partial<LibraryPin> = {}): LibraryPin => ({
  name: 'lib',
  version: '1.0.0',
  files: { 'dist/a.mjs': sha256Of(join(project, 'node_modules/lib/dist/a.mjs')) },
  use: 'swaps dist/a.mjs',
  ...changes,
});

describe('library pins', () => {
  it('hold for the installed React Router and MSW', () => {
    expect(pinMismatches(REACT_ROUTER_PRODUCTION, ROOT)).toEqual([]);
    expect(pinMismatches(MSW_COOKIE_STORE_PIN, ROOT)).toEqual([]);
  });

  it('pass for the exact version and files', () => {
    expect(() => assertPinned(pin(), project)).not.toThrow();
  });

  it('fail on another version, naming both', () => {
    expect(() => assertPinned(pin({ version: '0.9.0' }), project)).toThrow(
      /swaps dist\/a\.mjs, written against lib 0\.9\.0 exactly[\s\S]*lib is 1\.0\.0, pinned 0\.9\.0/,
    );
  });

  it('fail when a file changed or is missing, naming it', () => {
    const changed = pin({ files: { 'dist/a.mjs': '0'.repeat(64) } });
    expect(() => assertPinned(changed, project)).toThrow(/lib\/dist\/a\.mjs has SHA-256 \w{64}/);
    const missing = pin({ files: { 'dist/b.mjs': '0'.repeat(64) } });
    expect(() => assertPinned(missing, project)).toThrow(/lib\/dist\/b\.mjs is missing/);
    expect(() => assertPinned(pin({ name: 'absent' }), project)).toThrow(/absent is not installed/);
  });

  it("stop a build that swaps MSW's cookie store when MSW is not the pinned one", async () => {
    const stale = { ...MSW_COOKIE_STORE_PIN, version: '2.14.0' };
    const entry = 'virtual:entry';
    const building = build({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === entry ? `\0${entry}` : null),
          load: (id) => (id === `\0${entry}` ? 'export const x = 1;' : null),
        },
        mswLazyCookies(stale),
      ],
      build: { write: false, lib: { entry, formats: ['es'], fileName: 'out' } },
    });
    await expect(building).rejects.toThrow(/msw is 2\.15\.0, pinned 2\.14\.0/);
  });
});
