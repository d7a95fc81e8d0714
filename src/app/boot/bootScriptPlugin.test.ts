import { describe, expect, it } from 'vitest';
import { withBootScript } from './bootScriptPlugin.ts';

const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <meta charset="UTF-8" />
    <title>Talentia</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the boot script in index.html', () => {
  it('a build: the module tags become the list the script reads, the script before any stylesheet', () => {
    const page = withBootScript(BUILT, 'boot()', true);
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/modulepreload/);
    const meta =
      '<meta name="app-modules" content="/assets/index-a.js /assets/rolldown-runtime-b.js /assets/vendor-c.js" />';
    expect(page.indexOf(meta)).toBeGreaterThan(page.indexOf('<meta charset="UTF-8" />'));
    expect(page.indexOf('<script>boot()</script>')).toBeGreaterThan(page.indexOf(meta));
    expect(page.indexOf('<script>boot()</script>')).toBeLessThan(page.indexOf('rel="stylesheet"'));
    // The policy stays first: it governs what follows it.
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf(meta));
  });

  it('the dev server: the script only (its entry tag stays)', () => {
    const dev = BUILT.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    const page = withBootScript(dev, 'boot()', false);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(page).not.toContain('app-modules');
    expect(page).toContain('<meta charset="UTF-8" />\n    <script>boot()</script>');
  });

  it('refuses a page it cannot start: no entry, or two', () => {
    expect(() =>
      withBootScript(BUILT.replace(/<script type="module"[^<]*<\/script>/, ''), 'x', true),
    ).toThrow(/one entry script, found 0/);
    const twice = BUILT.replace(
      '<title>',
      '<script type="module" crossorigin src="/assets/x.js"></script><title>',
    );
    expect(() => withBootScript(twice, 'x', true)).toThrow(/found 2/);
  });
});
