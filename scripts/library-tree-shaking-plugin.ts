/**
 * Libraries' unused code out of built apps, where the library does not let the bundler see it
 * is unused (issue 15). Builds only.
 *
 * - **React Router's components.** Its production build declares each component and context
 *   as `var Link = React10.forwardRef(...)` with no pure annotation, then names it
 *   (`Link.displayName = "Link";`). To the bundler both are side effects, so every such
 *   component stays, used or not, with all it calls: `Link` with its framework-mode
 *   prefetching (the app links with `RouterLink`), `NavLink`, `Form` and its submission code
 *   (~4 kB gzip of the landing's initial JS). The plugin marks those top-level calls
 *   pure and drops the naming statements (names for React DevTools only). A build that bundles
 *   React Router's production chunk without finding them (a changed layout after an upgrade)
 *   fails.
 * - **Packages without side effects that do not say so.** Emotion imports
 *   `hoist-non-react-statics` for its side effects alone (`import 'hoist-non-react-statics'`,
 *   for its own bundling), and that package declares none: it stayed in every page though
 *   only Emotion's unused `withTheme` calls it (~0.6 kB gzip). The plugin declares it free of
 *   side effects: it is bundled only where something uses it.
 */
import type { Plugin } from 'vite';

const ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** `var X = React3.forwardRef(` at the top of a module (a declaration, not a call in a body). */
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** `X.displayName = "X";` alone on a line at the top of a module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** Packages whose modules have no side effects, though their package.json does not say so. */
export const SIDE_EFFECT_FREE_PACKAGES = ['hoist-non-react-statics'];

/** The module with its top-level component declarations pure and their names gone; counts. */
export function markRouterComponentsPure(code: string): {
  code: string;
  annotated: number;
  unnamed: number;
} {
  let annotated = 0;
  let unnamed = 0;
  const out = code
    .replace(TOP_LEVEL_REACT_CALL, (_match, declaration: string, call: string) => {
      annotated += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      unnamed += 1;
      return '';
    });
  return { code: out, annotated, unnamed };
}

export function libraryTreeShaking(): Plugin {
  let annotated = 0;
  let bundled = false;
  return {
    name: 'library-tree-shaking',
    apply: 'build',
    // Before Vite's own resolver, which would answer for the packages first.
    enforce: 'pre',
    buildStart() {
      annotated = 0;
      bundled = false;
    },
    async resolveId(source, importer, options) {
      if (!SIDE_EFFECT_FREE_PACKAGES.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code, id) {
        if (!ROUTER_CHUNK.test(id)) return null;
        bundled = true;
        const result = markRouterComponentsPure(code);
        annotated += result.annotated;
        // Lines are kept: the source map of the rest still points right.
        return { code: result.code, map: null };
      },
    },
    buildEnd(error) {
      if (!error && bundled && annotated === 0) {
        this.error(
          "library-tree-shaking: React Router's production chunk has no `var X = React.forwardRef(` declarations left to mark: its layout changed, update the plugin.",
        );
      }
    },
  };
}
