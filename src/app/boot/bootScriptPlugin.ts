/**
 * The page's one inline script, at the top of `<head>` (issue 15): the colour scheme
 * (`src/theme/colorSchemeScript.ts`), then the app's start (`src/app/startScript.ts`). It sits
 * before any stylesheet, since an inline script waits for the stylesheets above it. In a
 * build, the app's module tags are replaced by `<meta name="app-modules">`, which the script
 * reads to load them: at once, or on the landing once its drawing has been painted.
 */
import type { Plugin } from 'vite';
import { APP_MODULES_META } from './startScript.ts';

const CHARSET = /<meta charset="UTF-8" \/>/i;
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page with its module tags listed in `<meta name="app-modules">` (the entry
 * first) and the boot script after it, right after `<meta charset>`.
 */
export function withBootScript(html: string, script: string, build: boolean): string {
  if (!CHARSET.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />.');
  let page = html;
  let head = `<script>${script}</script>`;
  if (build) {
    const entries = [...page.matchAll(ENTRY)].map((match) => match[1]!);
    const preloads = [...page.matchAll(PRELOAD)].map((match) => match[1]!);
    if (entries.length !== 1)
      throw new Error(`Expected one entry script, found ${entries.length}.`);
    page = page.replace(ENTRY, '').replace(PRELOAD, '');
    const modules = [...entries, ...preloads].join(' ');
    head = `<meta name="${APP_MODULES_META}" content="${modules}" />\n    ${head}`;
  }
  return page.replace(CHARSET, (charset) => `${charset}\n    ${head}`);
}

export function bootScript(script: string): Plugin {
  return {
    name: 'boot-script',
    transformIndexHtml: {
      // After Vite has written the module tags.
      order: 'post',
      handler: (html, ctx) => withBootScript(html, script, !ctx.server),
    },
  };
}
