import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_AREAS,
  AUDITED_ROUTES,
  KNOWN_LIMITATIONS,
  SCREEN_READER_CHECK,
  WCAG22_CRITERIA,
} from './audit';
import { ACCESSIBILITY_CONTACT } from './contact';
import { StatementPage } from './StatementPage';
import { formatDate } from '@/shared/domain';

function renderStatement() {
  return render(
    <MemoryRouter>
      <StatementPage />
    </MemoryRouter>,
  );
}

/**
 * The statement is written from the list the accessibility tests use (./audit.ts): these
 * checks fail if an area, a criterion or a route of the sweep is left out of what it says.
 */
describe('the accessibility statement', () => {
  it('names the standard and its one h1', () => {
    renderStatement();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeVisible();
    expect(screen.getByText(/WCAG\) 2\.2\s+en el nivel AA/)).toBeVisible();
  });

  it('gives the status of every area of the sweep, with every route it checked', () => {
    renderStatement();
    const areasOfRoutes = new Set(AUDITED_ROUTES.map((route) => route.area));
    expect([...areasOfRoutes].sort()).toEqual(AUDIT_AREAS.map((area) => area.id).sort());
    for (const area of AUDIT_AREAS) {
      const section = screen.getByRole('region', { name: area.title });
      expect(within(section).getByText(area.status)).toBeVisible();
      for (const route of AUDITED_ROUTES.filter((r) => r.area === area.id))
        expect(section).toHaveTextContent(route.name);
    }
  });

  it('has a note for each WCAG 2.2 criterion', () => {
    renderStatement();
    const section = screen.getByRole('region', { name: 'Criterios nuevos de WCAG 2.2' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(WCAG22_CRITERIA.length);
    expect(WCAG22_CRITERIA.map((c) => c.id)).toEqual([
      '2.4.11',
      '2.5.7',
      '2.5.8',
      '3.2.6',
      '3.3.7',
      '3.3.8',
    ]);
    WCAG22_CRITERIA.forEach((criterion, index) => {
      expect(items[index]).toHaveTextContent(`${criterion.id} ${criterion.title}`);
      expect(items[index]).toHaveTextContent(criterion.note);
    });
  });

  it('says how it was tested, with the sweep’s own figures', () => {
    renderStatement();
    const section = screen.getByRole('region', { name: 'Cómo lo comprobamos' });
    const n = AUDITED_ROUTES.length;
    expect(section).toHaveTextContent(
      `${n} rutas × 2 temas (claro y oscuro) × 2 anchos (1280 px y 390 px): ${n * 4} pantallas`,
    );
    expect(section).toHaveTextContent(
      'Revisión con un lector de pantalla, Orca 43 con Chromium 156 en Linux, el 26 de noviembre de 2026',
    );
    expect(section).toHaveTextContent('administrador: panel, gráficos como tablas');
  });

  it('names the journeys of the screen-reader script, no more and no fewer', () => {
    const script = readFileSync(
      resolve(import.meta.dirname, '../../../scripts/screen-reader/check.mjs'),
      'utf8',
    );
    const titles = [...script.matchAll(/^\s{4}title: '([^']+)',$/gm)].map((match) => match[1]);
    expect(titles).toEqual([...SCREEN_READER_CHECK.journeys]);
  });

  it('lists the known limitations with their dates and a way to report a barrier', () => {
    renderStatement();
    const limitations = screen.getByRole('region', { name: 'Limitaciones conocidas' });
    const items = within(limitations).getAllByRole('listitem');
    expect(items).toHaveLength(KNOWN_LIMITATIONS.length);
    KNOWN_LIMITATIONS.forEach((limitation, index) =>
      expect(items[index]).toHaveTextContent(`Desde el ${formatDate(limitation.since)}:`),
    );
    const report = screen.getByRole('region', { name: 'Reportar una barrera' });
    expect(within(report).getByRole('link', { name: ACCESSIBILITY_CONTACT })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${ACCESSIBILITY_CONTACT}\\?subject=`)),
    );
  });
});
