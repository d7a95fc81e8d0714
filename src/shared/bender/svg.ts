import { FIGURE_CELL, FIGURE_LINE_WIDTH, type BenderFigure, type FigureMark } from './figures';

const points = (marks: readonly (readonly [number, number])[]) =>
  marks.map(([x, y]) => `${x},${y}`).join(' ');

function markSvg(mark: FigureMark, ink: string): string {
  switch (mark.kind) {
    case 'dot':
      return `<circle cx="${mark.x}" cy="${mark.y}" r="${mark.r}" fill="${ink}"/>`;
    case 'ring':
      return `<circle cx="${mark.x}" cy="${mark.y}" r="${mark.r}" fill="none" stroke="${ink}" stroke-width="${FIGURE_LINE_WIDTH * 0.8}"/>`;
    case 'line':
      return `<${mark.closed ? 'polygon' : 'polyline'} points="${points(mark.points)}" fill="none" stroke="${ink}" stroke-width="${FIGURE_LINE_WIDTH}" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
}

/** The figure as a standalone SVG document (its 4:3 cell, `ink` on a transparent ground). */
export function figureSvg(figure: BenderFigure, ink: string): string {
  const { width, height } = FIGURE_CELL;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    ...figure.marks.map((mark) => markSvg(mark, ink)),
    '</svg>',
  ].join('');
}

/** The figure as a `data:` URL for an <img> (static, no request; the CSP allows data: images). */
export function figureDataUrl(figure: BenderFigure, ink: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(figureSvg(figure, ink))}`;
}
