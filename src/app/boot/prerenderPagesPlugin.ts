/**
 * The pages painted before the JavaScript arrives (issue 15): at build time the landing `/`,
 * and each view's home as a returning signed-in user of that view first sees it, are rendered
 * in Node (`src/app/prerender.tsx`, through Vite's module runner with this same config) and
 * written into the built `index.html`, with Emotion's styles for them. The app does not
 * hydrate them. Until the app takes over they are `inert` and hidden from assistive
 * technology (copies to look at, not to use), and the boot script shows the one for the page
 * (`src/app/startScript.ts`):
 * - the landing, inside `#root`: React's first render replaces it, as it replaces the loading
 *   indicator on other paths;
 * - a home, beside `#root` (hidden meanwhile): the app removes it once the session is known
 *   and the page is drawn (`src/app/drawnPages.tsx`), so that it is not replaced by the
 *   indicator while the session is restored.
 */
import { resolve } from 'node:path';
import {
  createServer,
  isRunnableDevEnvironment,
  type Plugin,
  type RunnableDevEnvironment,
} from 'vite';
import { DRAWN_HOME_CLASS, HOME_ATTRIBUTE } from './startScript.ts';

/** Where `index.html` receives the drawn landing (inside `#root`). */
export const LANDING_SLOT = '<!--prerendered-landing-->';
/** Where `index.html` receives the drawn homes (before `#root`). */
export const HOMES_SLOT = '<!--prerendered-homes-->';

/** What `src/app/prerender.tsx` draws. */
export interface DrawnPages {
  landing: string;
  /** View → its home's markup. */
  homes: Record<string, string>;
  styles: string;
}

interface PrerenderModule {
  prerenderPages(): Promise<DrawnPages>;
}

/** `html` with the drawn pages in its slots and their styles at the end of `<head>`. */
export function withDrawnPages(html: string, pages: DrawnPages): string {
  for (const slot of [LANDING_SLOT, HOMES_SLOT]) {
    if (!html.includes(slot)) throw new Error(`index.html has no ${slot} slot.`);
  }
  const markup = [pages.styles, pages.landing, ...Object.values(pages.homes)].join('');
  if (/<script/i.test(markup)) {
    // The policy allows no inline script but the boot one.
    throw new Error('A drawn page contains a script.');
  }
  const homes = Object.entries(pages.homes)
    .map(
      ([view, page]) =>
        `<div class="${DRAWN_HOME_CLASS}" ${HOME_ATTRIBUTE}="${view}" aria-hidden="true" inert>${page}</div>`,
    )
    .join('');
  return html
    .replace('</head>', `${pages.styles}</head>`)
    .replace(HOMES_SLOT, homes)
    .replace(
      LANDING_SLOT,
      `<div class="prerendered" aria-hidden="true" inert>${pages.landing}</div>`,
    );
}

export function prerenderPages(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let configFile: string | false = false;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile ?? false;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const pages = await withServer({ root, mode, configFile }, async (environment) => {
          const module = await environment.runner.import<PrerenderModule>(
            resolve(root, 'src/app/boot/prerender.tsx'),
          );
          return module.prerenderPages();
        });
        return withDrawnPages(html, pages);
      },
    },
  };
}

/**
 * Runs `task` with a Vite server of this project's config (aliases, virtual modules), in
 * middleware mode: no port, no file watching.
 */
async function withServer<T>(
  options: { root: string; mode: string; configFile: string | false },
  task: (environment: RunnableDevEnvironment) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    ...options,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const environment = server.environments.ssr;
    if (!isRunnableDevEnvironment(environment)) throw new Error('No runnable SSR environment.');
    return await task(environment);
  } finally {
    await server.close();
  }
}
