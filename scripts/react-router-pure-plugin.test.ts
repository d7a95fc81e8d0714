import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { markRouterComponentsPure, reactRouterPure } from './react-router-pure-plugin.ts';

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

  /** A bundle of an app that uses a data router and `Link`, and no `NavLink` or `Form`. */
  async function bundle(plugins: Plugin[]): Promise<string> {
    const entry = 'virtual:entry';
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'entry',
          enforce: 'pre',
          resolveId: (source) => (source.endsWith(entry) ? `\0${entry}` : null),
          load: (id) =>
            id === `\0${entry}`
              ? `import { Link, RouterProvider, createBrowserRouter } from ${JSON.stringify(`${PRODUCTION}/index.mjs`)};
                 export const app = [Link, RouterProvider, createBrowserRouter];`
              : null,
        },
        ...plugins,
      ],
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'out' },
        rolldownOptions: { external: ['react', 'react-dom'] },
      },
    })) as Rolldown.RolldownOutput[];
    return output[0].output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
  }

  it('an app that uses Link but neither NavLink nor Form bundles neither', async () => {
    const without = await bundle([]);
    const withPlugin = await bundle([reactRouterPure()]);
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
