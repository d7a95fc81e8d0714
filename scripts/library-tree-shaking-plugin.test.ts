import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { libraryTreeShaking, markRouterComponentsPure } from './library-tree-shaking-plugin.ts';

const PRODUCTION = resolve(import.meta.dirname, '../node_modules/react-router/dist/production');

const MODULE = `import * as React10 from "react";
var Link = React10.forwardRef(
  function LinkWithRef(props, ref) {
    var Inner = React10.createContext(null);
    Inner.displayName = "Inner";
    return null;
  }
);
Link.displayName = "Link";
var MemoizedRoutes = React3.memo(Routes);
var OutletContext = React2.createContext(null);
OutletContext.displayName = "Outlet";
var other = compute();
`;

describe("React Router's components marked pure", () => {
  it('annotates top-level component declarations and drops their names, nothing inside a body', () => {
    const { code, annotated, unnamed } = markRouterComponentsPure(MODULE);
    expect(annotated).toBe(3);
    expect(unnamed).toBe(2);
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);');
    expect(code).toContain('var OutletContext = /* @__PURE__ */ React2.createContext(null);');
    expect(code).not.toMatch(/^Link\.displayName/m);
    expect(code).not.toMatch(/^OutletContext\.displayName/m);
    // A body's statements are the component's own: left as they are.
    expect(code).toContain('    var Inner = React10.createContext(null);\n');
    expect(code).toContain('    Inner.displayName = "Inner";\n');
    expect(code).toContain('var other = compute();');
    // Lines are kept (the source map of the rest still points right).
    expect(code.split('\n')).toHaveLength(MODULE.split('\n').length);
  });

  it("finds the installed React Router's components", () => {
    const chunk = readdirSync(PRODUCTION)
      .filter((file) => /^chunk-[\w-]+\.mjs$/.test(file))
      .map((file) => readFileSync(resolve(PRODUCTION, file), 'utf8'))
      .find((code) => code.includes('var NavLink = '));
    expect(chunk).toBeDefined();
    const { code } = markRouterComponentsPure(chunk!);
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'LocationContext']) {
      expect(code).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
    expect(code).not.toMatch(/^[\w$]+\.displayName = /m);
  });

  it('an app that uses Link but neither NavLink nor Form bundles neither', async () => {
    const app = `import { Link, RouterProvider, createBrowserRouter } from ${JSON.stringify(`${PRODUCTION}/index.mjs`)};
      export const app = [Link, RouterProvider, createBrowserRouter];`;
    const without = await bundle(app, []);
    const withPlugin = await bundle(app, [libraryTreeShaking()]);
    // Without the plugin they stay (which is why it exists)...
    expect(without).toMatch(/\bvar NavLink\b/);
    expect(without).toMatch(/\bvar Form\b/);
    // ...with it they go, and what the app uses stays.
    expect(withPlugin).not.toMatch(/\bNavLink\b/);
    expect(withPlugin).not.toMatch(/\bvar Form\b/);
    expect(withPlugin).toMatch(/\bvar Link\b/);
    expect(withPlugin).toMatch(/\bfunction createRouter\b/);
    expect(withPlugin.length).toBeLessThan(without.length);
  }, 60_000);
});

describe('packages without side effects that do not say so', () => {
  /** What hoist-non-react-statics carries: the statics React reserves. */
  const HOIST_STATICS = /getDerivedStateFromError/;

  it("Emotion's side-effect import of hoist-non-react-statics bundles it only where it is used", async () => {
    const app = `import { css } from '@emotion/react'; export const app = css;`;
    expect(await bundle(app, [])).toMatch(HOIST_STATICS);
    expect(await bundle(app, [libraryTreeShaking()])).not.toMatch(HOIST_STATICS);
    // An app that does use it (Emotion's withTheme) still gets it.
    const withTheme = `import { withTheme } from '@emotion/react'; export const app = withTheme;`;
    expect(await bundle(withTheme, [libraryTreeShaking()])).toMatch(HOIST_STATICS);
  }, 60_000);
});

/** A library bundle of `source`, React left outside, not minified. */
async function bundle(source: string, plugins: Plugin[]): Promise<string> {
  const entry = 'virtual:entry';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(entry) ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? source : null),
      },
      ...plugins,
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rolldownOptions: { external: [/^react(-dom)?(\/.*)?$/] },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0].output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}
