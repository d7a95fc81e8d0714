/**
 * The landing, painted before the JavaScript arrives (issue 15): at build time the landing `/`
 * is rendered in Node as a visitor's first render draws it (`src/app/prerender.tsx`, through
 * Vite's module runner with this same config) and written into the built `index.html`, with
 * Emotion's styles for it. The app does not hydrate it: React's first render replaces it,
 * as it replaces the loading indicator on every other path. Until then it is `inert` and
 * hidden from assistive technology (a copy to look at, not to use), and the boot script
 * shows it on `/` only (`data-landing`, `src/app/startScript.ts`).
 */
import { resolve } from 'node:path';
import {
  createServer,
  isRunnableDevEnvironment,
  type Plugin,
  type RunnableDevEnvironment,
} from 'vite';

/** Where `index.html` receives the prerendered landing. */
export const PRERENDER_SLOT = '<!--prerendered-landing-->';

interface PrerenderModule {
  prerenderLanding(): Promise<{ html: string; styles: string }>;
}

export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let configFile: string | false = false;
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile ?? false;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PRERENDER_SLOT)) {
          throw new Error(`index.html has no ${PRERENDER_SLOT} slot for the prerendered landing.`);
        }
        const page = await withServer({ root, mode, configFile }, async (environment) => {
          const module = await environment.runner.import<PrerenderModule>(
            resolve(root, 'src/app/prerender.tsx'),
          );
          return module.prerenderLanding();
        });
        if (/<script/i.test(page.html) || /<script/i.test(page.styles)) {
          // The policy allows no inline script but the boot one.
          throw new Error('The prerendered landing contains a script.');
        }
        return html
          .replace('</head>', `${page.styles}</head>`)
          .replace(
            PRERENDER_SLOT,
            `<div class="prerendered" aria-hidden="true" inert>${page.html}</div>`,
          );
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
