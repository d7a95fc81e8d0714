// index.html as a browser parses it, boot script included (jsdom runs its inline script while
// parsing): the page holds the drawing it shows, and no other.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME } from '@/features/auth';
import { withBootScript } from './bootScriptPlugin';
import { withDrawnPages } from './prerenderPagesPlugin';
import { appStartScript } from './startScript';

const INDEX = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const page = (title: string) => `<main><h1>${title}</h1></main><footer>Talentia</footer>`;
const BUILT = withBootScript(
  withDrawnPages(INDEX, {
    landing: page('Encuentra'),
    homes: { candidate: page('Recomendadas para ti'), recruiter: page('Panel') },
    styles: '',
  }),
  appStartScript(ROLE_HOME),
  false,
);

/** The built page opened at `path`, once parsed (and the observers' callbacks have run). */
async function open(path: string, signedInView?: string) {
  const dom = new JSDOM(BUILT, {
    url: `http://localhost${path}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (signedInView) window.localStorage.setItem('signedInView', signedInView);
    },
  });
  await new Promise((done) => setTimeout(done));
  const { document } = dom.window;
  const root = document.getElementById('root')!;
  return {
    document,
    root,
    /** The headings of the drawings in the document (templates' contents are not in it). */
    drawn: [...document.querySelectorAll('h1')].map((h1) => h1.textContent),
    footers: document.querySelectorAll('footer').length,
  };
}

describe('index.html with its drawn pages', () => {
  it('on the landing, holds the landing only, first in #root before the indicator', async () => {
    const { root, drawn, footers } = await open('/');
    expect(drawn).toEqual(['Encuentra']);
    expect(footers).toBe(1);
    const first = root.firstElementChild!;
    expect(first.className).toBe('prerendered');
    expect(first.getAttribute('aria-hidden')).toBe('true');
    expect(first.hasAttribute('inert')).toBe(true);
    expect(first.nextElementSibling?.className).toBe('boot');
  });

  it("on a view's home, for a user of that view signed in here, holds that home only, before #root", async () => {
    for (const [view, title] of [
      ['candidate', 'Recomendadas para ti'],
      ['recruiter', 'Panel'],
    ] as const) {
      const { document, root, drawn, footers } = await open(ROLE_HOME[view], view);
      expect(drawn, view).toEqual([title]);
      expect(footers).toBe(1);
      expect(document.documentElement.getAttribute('data-home')).toBe(view);
      const home = root.previousElementSibling!;
      expect(home.className).toBe('prerendered-home');
      expect(home.getAttribute('data-home')).toBe(view);
      expect(home.hasAttribute('inert')).toBe(true);
    }
  });

  it('anywhere else, holds no drawing at all', async () => {
    for (const [path, view] of [
      ['/jobs', undefined],
      ['/app/feed', undefined],
      ['/app/feed', 'recruiter'],
      ['/app/my-cvs', 'candidate'],
    ] as const) {
      const { drawn, footers, document } = await open(path, view);
      expect(drawn, `${path} ${view}`).toEqual([]);
      expect(footers).toBe(0);
      expect(document.querySelector('.prerendered, .prerendered-home')).toBeNull();
    }
  });
});
