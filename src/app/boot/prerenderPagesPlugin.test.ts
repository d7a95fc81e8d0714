import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME } from '@/features/auth';
import { DRAWN_PAGES_SLOT, withDrawnPages } from './prerenderPagesPlugin.ts';

const INDEX = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const PAGES = {
  landing: '<h1>Encuentra</h1>',
  homes: { candidate: '<h1>Recomendadas para ti</h1>', recruiter: '<h1>Panel</h1>' },
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
};

describe("index.html's drawn pages", () => {
  it('puts every drawing in a template before #root, their styles in <head>', () => {
    const html = withDrawnPages(INDEX, PAGES);
    expect(html).not.toContain(DRAWN_PAGES_SLOT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(PAGES.styles);
    const body = html.slice(html.indexOf('<body>'));
    const root = body.indexOf('<div id="root">');
    const templates = [
      '<template data-drawn="landing"><div class="prerendered" aria-hidden="true" inert><h1>Encuentra</h1></div></template>',
      '<template data-drawn="candidate"><div class="prerendered-home" data-home="candidate" aria-hidden="true" inert><h1>Recomendadas para ti</h1></div></template>',
      '<template data-drawn="recruiter"><div class="prerendered-home" data-home="recruiter" aria-hidden="true" inert><h1>Panel</h1></div></template>',
    ];
    for (const template of templates) {
      expect(body.indexOf(template)).toBeGreaterThan(0);
      expect(body.indexOf(template)).toBeLessThan(root);
    }
  });

  it("has a rule that shows each view's home, and hides the app meanwhile", () => {
    for (const view of Object.keys(ROLE_HOME)) {
      expect(INDEX).toContain(`[data-home='${view}'] .prerendered-home[data-home='${view}']`);
    }
    expect(INDEX).toMatch(/\[data-home\] #root \{\s*visibility: hidden;/);
  });

  it('refuses a page with a script, or a page without its slots', () => {
    expect(() =>
      withDrawnPages(INDEX, { ...PAGES, homes: { candidate: '<script>x()</script>' } }),
    ).toThrow('script');
    expect(() => withDrawnPages(INDEX.replace(DRAWN_PAGES_SLOT, ''), PAGES)).toThrow(
      DRAWN_PAGES_SLOT,
    );
  });
});
