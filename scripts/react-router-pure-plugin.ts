/**
 * React Router's unused components out of built apps (issue 15). Its production build declares
 * each component and context as `var Link = React10.forwardRef(...)` with no pure annotation,
 * then names it (`Link.displayName = "Link";`). To the bundler both are side effects, so every
 * such component stays, used or not, with all it calls: `NavLink`, `Form` and its submission
 * code, the framework-mode prefetching (~1.8 kB gzip of the landing's initial JS). This plugin
 * marks those top-level calls pure and drops the naming statements (names for React DevTools
 * only). Builds only. A build that bundles React Router's production chunk without finding
 * them (a changed layout after an upgrade) fails.
 */
import type { Plugin } from 'vite';

const ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** `var X = React3.forwardRef(` at the top of a module (a declaration, not a call in a body). */
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** `X.displayName = "X";` alone on a line at the top of a module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

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

export function reactRouterPure(): Plugin {
  let annotated = 0;
  let bundled = false;
  return {
    name: 'react-router-pure',
    apply: 'build',
    buildStart() {
      annotated = 0;
      bundled = false;
    },
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code, id) {
        if (!ROUTER_CHUNK.test(id)) return null;
        bundled = true;
        const result = markRouterComponentsPure(code);
        annotated += result.annotated;
        return { code: result.code, map: null };
      },
    },
    buildEnd(error) {
      if (!error && bundled && annotated === 0) {
        this.error(
          "react-router-pure: React Router's production chunk has no `var X = React.forwardRef(` declarations left to mark: its layout changed, update the plugin.",
        );
      }
    },
  };
}
