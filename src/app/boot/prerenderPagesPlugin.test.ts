import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME } from '@/features/auth';
import { HOMES_SLOT, LANDING_SLOT, withDrawnPages } from './prerenderPagesPlugin.ts';

const INDEX = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const PAGES = {
  landing: '<h1>Encuentra</h1>',
  homes: { candidate: '<h1>Recomendadas para ti</h1>', recruiter: '<h1>Panel</h1>' },
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
};

describe("index.html's drawn pages", () => {
  it('puts the landing inside #root, the homes before it, their styles in <head>', () => {
    const html = withDrawnPages(INDEX, PAGES);
    expect(html).not.toContain(LANDING_SLOT);
    expect(html).not.toContain(HOMES_SLOT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(PAGES.styles);
    const body = html.slice(html.indexOf('<body>'));
    const root = body.indexOf('<div id="root">');
    const candidate = body.indexOf(
      '<div class="prerendered-home" data-home="candidate" aria-hidden="true" inert><h1>Recomendadas para ti</h1></div>',
    );
    const recruiter = body.indexOf('data-home="recruiter" aria-hidden="true" inert><h1>Panel</h1>');
    expect(candidate).toBeGreaterThan(0);
    expect(recruiter).toBeGreaterThan(0);
    expect(Math.max(candidate, recruiter)).toBeLessThan(root);
    expect(
      body.indexOf('<div class="prerendered" aria-hidden="true" inert><h1>Encuentra</h1>'),
    ).toBeGreaterThan(root);
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
    expect(() => withDrawnPages(INDEX.replace(HOMES_SLOT, ''), PAGES)).toThrow(HOMES_SLOT);
  });
});
