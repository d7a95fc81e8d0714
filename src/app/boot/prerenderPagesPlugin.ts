/**
 * The pages painted before the JavaScript arrives (issue 15; protocol: `./README.md`): at
 * build time the landing `/`, and each view's home as a returning signed-in user of that view
 * first sees it, are rendered in Node (`./prerender.tsx`, through Vite's module runner with
 * this same config) and written into the built `index.html` as `<template>`s, with Emotion's
 * styles for them. A template is not part of the document: the boot script
 * (`./startScript.ts`) puts a copy of the one the page shows (if any) in its place, so that
 * the page never holds the others. The app does not hydrate them. Until the app takes over the
 * copy is `inert` and hidden from assistive technology (a copy to look at, not to use):
 * - the landing, inside `#root`: React's first render replaces it, as it replaces the loading
 *   indicator on other paths;
 * - a home, before `#root` (hidden meanwhile): the app removes it once the session is known
 *   and the page is drawn (`./drawnPages.tsx`), so that it is not replaced by the
 *   indicator while the session is restored. The app removes the templates when it starts.
 */
import { resolve } from 'node:path';
import {
  createServer,
  isRunnableDevEnvironment,
  type Plugin,
  type RunnableDevEnvironment,
} from 'vite';
import {
  DRAWN_ATTRIBUTE,
  DRAWN_HOME_CLASS,
  DRAWN_LANDING_CLASS,
  HOME_ATTRIBUTE,
  LANDING_DRAWING,
} from './startScript.ts';

/** Where `index.html` receives the drawn pages (before `#root`). */
export const DRAWN_PAGES_SLOT = '<!--drawn-pages-->';

/** What `./prerender.tsx` draws. */
export interface DrawnPages {
  landing: string;
  /** View → its home's markup. */
  homes: Record<string, string>;
  styles: string;
}

interface PrerenderModule {
  prerenderPages(): Promise<DrawnPages>;
}

/** A template of `index.html`, holding what the boot script copies into the page. */
function template(name: string, page: string): string {
  return `<template ${DRAWN_ATTRIBUTE}="${name}">${page}</template>`;
}

/** `html` with the drawn pages as templates in their slot and their styles at the end of `<head>`. */
export function withDrawnPages(html: string, pages: DrawnPages): string {
  if (!html.includes(DRAWN_PAGES_SLOT))
    throw new Error(`index.html has no ${DRAWN_PAGES_SLOT} slot.`);
  const markup = [pages.styles, pages.landing, ...Object.values(pages.homes)].join('');
  if (/<script/i.test(markup)) {
    // The policy allows no inline script but the boot one.
    throw new Error('A drawn page contains a script.');
  }
  const landing = template(
    LANDING_DRAWING,
    `<div class="${DRAWN_LANDING_CLASS}" aria-hidden="true" inert>${pages.landing}</div>`,
  );
  const homes = Object.entries(pages.homes).map(([view, page]) =>
    template(
      view,
      `<div class="${DRAWN_HOME_CLASS}" ${HOME_ATTRIBUTE}="${view}" aria-hidden="true" inert>${page}</div>`,
    ),
  );
  return html
    .replace('</head>', `${pages.styles}</head>`)
    .replace(DRAWN_PAGES_SLOT, [landing, ...homes].join(''));
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
