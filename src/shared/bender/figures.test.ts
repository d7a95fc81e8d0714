import { describe, expect, it } from 'vitest';
import { BENDER_FIGURES, FIGURE_CELL, figureCell, type FigureMark, type Xy } from './figures';
import { figureDataUrl, figureSvg } from './svg';

const pointsOf = (mark: FigureMark): readonly Xy[] =>
  mark.kind === 'line'
    ? mark.points
    : [
        [mark.x - mark.r, mark.y - mark.r],
        [mark.x + mark.r, mark.y + mark.r],
      ];

describe('the Bender figures', () => {
  it('are figure A and figures 1 to 8, in that order, named "Figura …"', () => {
    expect(BENDER_FIGURES.map((figure) => figure.label)).toEqual([
      'Figura A',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Figura ${n}`),
    ]);
  });

  it('each fits its 4:3 cell, and they fill the sheet in reading order', () => {
    for (const figure of BENDER_FIGURES) {
      expect(figure.marks.length, figure.label).toBeGreaterThan(0);
      for (const [x, y] of figure.marks.flatMap(pointsOf)) {
        expect(x, figure.label).toBeGreaterThanOrEqual(2);
        expect(x, figure.label).toBeLessThanOrEqual(FIGURE_CELL.width - 2);
        expect(y, figure.label).toBeGreaterThanOrEqual(2);
        expect(y, figure.label).toBeLessThanOrEqual(FIGURE_CELL.height - 2);
      }
    }
    expect(FIGURE_CELL.width / FIGURE_CELL.height).toBeCloseTo(4 / 3);
    expect([0, 2, 3, 8].map(figureCell)).toEqual([
      { column: 0, row: 0 },
      { column: 2, row: 0 },
      { column: 0, row: 1 },
      { column: 2, row: 2 },
    ]);
  });

  it('have the designs’ make-up: 12 dots in figure 1, 33 rings in figure 2, 16 dots in figure 3', () => {
    const count = (index: number, kind: FigureMark['kind']) =>
      BENDER_FIGURES[index]!.marks.filter((mark) => mark.kind === kind).length;
    expect(count(1, 'dot')).toBe(12);
    expect(count(2, 'ring')).toBe(33);
    expect(count(3, 'dot')).toBe(16);
    expect(count(6, 'line')).toBe(2);
  });

  it('are SVG documents of their cell in the given ink, as data: URLs', () => {
    const svg = figureSvg(BENDER_FIGURES[0]!, '#111111');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 120"/);
    expect(svg).toContain('stroke="#111111"');
    expect(svg).toContain('<polygon');
    expect(svg.endsWith('</svg>')).toBe(true);
    const url = figureDataUrl(BENDER_FIGURES[1]!, '#E8EAED');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1]!)).toContain('fill="#E8EAED"');
  });
});
