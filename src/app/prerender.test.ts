// Node, as at build time: Emotion extracts the critical CSS only where there is no document.
import { describe, expect, it } from 'vitest';
import { prerenderLanding } from './prerender';

describe('the landing drawn at build time', () => {
  it("is a visitor's landing: the hero, the search and the ways in, without any script", async () => {
    const { html, styles } = await prerenderLanding();
    expect(html).toContain('<h1');
    expect(html).toContain('Encuentra el trabajo que encaja contigo');
    expect(html).toContain('role="search"');
    expect(html).toContain('Buscar ofertas');
    expect(html).toContain('Crear cuenta');
    expect(html).not.toMatch(/<script/i);
    expect(styles).not.toMatch(/<script/i);
  });

  it('carries the style of every class its markup uses', async () => {
    const { html, styles } = await prerenderLanding();
    const used = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(20);
    const styled = new Set(
      [...styles.matchAll(/data-emotion="css ([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')),
    );
    for (const id of used) expect(styled, `css-${id}`).toContain(id);
  });
});
