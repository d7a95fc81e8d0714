// Node, as at build time: Emotion extracts the critical CSS only where there is no document.
import { describe, expect, it } from 'vitest';
import { prerenderPages } from './prerender';

// eslint-disable-next-line testing-library/render-result-naming-convention -- HTML drawn at build time, not a render
const drawn = prerenderPages();
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the pages drawn at build time', () => {
  it("the landing is a visitor's: the hero, the search and the ways in", async () => {
    const { landing } = await drawn;
    expect(landing).toContain('<h1');
    expect(landing).toContain('Encuentra el trabajo que encaja contigo');
    expect(landing).toContain('role="search"');
    expect(landing).toContain('Buscar ofertas');
    expect(landing).toContain('Crear cuenta');
  });

  it("each view's home is its first render for a signed-in user, before any data", async () => {
    const { homes } = await drawn;
    expect(Object.keys(homes).sort()).toEqual(['candidate', 'recruiter']);
    const candidate = text(homes.candidate);
    expect(homes.candidate).toMatch(/<h1[^>]*>Recomendadas para ti<\/h1>/);
    for (const tab of ['Inicio', 'Mis Aplicaciones', 'Favoritos']) expect(candidate).toContain(tab);
    expect(candidate).toContain('Cargando ofertas…');
    expect(homes.recruiter).toMatch(/<h1[^>]*>Panel de reclutamiento<\/h1>/);
    const recruiter = text(homes.recruiter);
    for (const tab of ['Inicio', 'Tareas', 'Organización']) expect(recruiter).toContain(tab);
    // The signed-in bar and the page's own code were loaded for the drawing (no fallback).
    expect(recruiter).toContain('Ofertas publicadas');
    // Nobody's data: no name, no figures.
    for (const home of [candidate, recruiter]) expect(home).not.toMatch(/\?|undefined|null/);
  });

  it('none carries a script, and the styles carry every class their markup uses', async () => {
    const { landing, homes, styles } = await drawn;
    const styled = new Set(
      [...styles.matchAll(/data-emotion="css ([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')),
    );
    expect(styles).not.toMatch(/<script/i);
    for (const html of [landing, homes.candidate, homes.recruiter]) {
      expect(html).not.toMatch(/<script/i);
      const used = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
      expect(used.size).toBeGreaterThan(20);
      // `css-0` is Emotion's class for an empty style: nothing to carry.
      used.delete('0');
      for (const id of used) expect(styled, `css-${id}`).toContain(id);
    }
  });
});
