/**
 * The nine Bender–Gestalt designs the candidate copies (figure A and figures 1 to 8), drawn by
 * the project as plain geometry: dots, small rings and lines in a 4:3 cell of
 * FIGURE_CELL units. One source for the images the candidate and the reviewer see (as SVG,
 * `svg.ts`) and for the mock's seeded drawings (strokes made from the same marks).
 *
 * The sheet the candidate draws on is 4:3 too: three rows of three cells, figure A first, in
 * reading order. Figures shown in that grid beside a drawing of the same width are at the
 * drawing's scale.
 */
export type FigureId = 'A' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

export type Xy = readonly [x: number, y: number];

/** A filled dot, an open ring, or a line through points (closed: back to the first). */
export type FigureMark =
  | { kind: 'dot'; x: number; y: number; r: number }
  | { kind: 'ring'; x: number; y: number; r: number }
  | { kind: 'line'; points: readonly Xy[]; closed: boolean };

export interface BenderFigure {
  id: FigureId;
  /** The image's text alternative: "Figura A", "Figura 1"… */
  label: string;
  marks: readonly FigureMark[];
}

/** A figure's cell, in figure units (4:3, like the canvas). */
export const FIGURE_CELL = { width: 160, height: 120 } as const;
/** The sheet: three columns, three rows of cells (4:3 as a whole). */
export const SHEET_COLUMNS = 3;
export const SHEET_ROWS = 3;
/** The width of the figures' lines, in figure units. */
export const FIGURE_LINE_WIDTH = 2;
/** The radius of a figure's dots and rings, in figure units. */
const DOT = 2.6;
const RING = 3.2;

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const dot = (x: number, y: number, r = DOT): FigureMark => ({ kind: 'dot', x, y, r });
const ring = (x: number, y: number, r = RING): FigureMark => ({ kind: 'ring', x, y, r });
const line = (points: readonly Xy[], closed = false): FigureMark => ({
  kind: 'line',
  points,
  closed,
});
/** `count` points of a curve t ∈ [0, 1] → point. */
const sample = (count: number, at: (t: number) => Xy): Xy[] =>
  range(count).map((i) => at(i / (count - 1)));
/** An elongated hexagon (pointed at both ends) of `length` × `width`, turned by `angle` degrees. */
function hexagon(cx: number, cy: number, length: number, width: number, angle: number): Xy[] {
  const a = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const half = length / 2;
  const shoulder = half - width * 0.55;
  const local: Xy[] = [
    [-half, 0],
    [-shoulder, -width / 2],
    [shoulder, -width / 2],
    [half, 0],
    [shoulder, width / 2],
    [-shoulder, width / 2],
  ];
  return local.map(([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos] as const);
}

const round = (value: number) => Math.round(value * 100) / 100;
const rounded = (points: readonly Xy[]): Xy[] => points.map(([x, y]) => [round(x), round(y)]);

function figureA(): FigureMark[] {
  // A circle touching a square stood on its corner.
  const r = 24;
  const half = 24;
  const cx = 80 - half;
  return [
    line(
      rounded(
        sample(49, (t) => [cx - r * Math.cos(t * 2 * Math.PI), 60 + r * Math.sin(t * 2 * Math.PI)]),
      ),
    ),
    line(
      [
        [cx + r, 60],
        [cx + r + half, 60 - half],
        [cx + r + 2 * half, 60],
        [cx + r + half, 60 + half],
      ],
      true,
    ),
  ];
}

function figure3(): FigureMark[] {
  // Dots in nested arrowheads opening to the right: 1, 3, 5 and 7 dots.
  const marks: FigureMark[] = [];
  for (const column of range(4)) {
    const x = 38 + column * 24;
    marks.push(dot(x, 60));
    for (const k of range(column)) {
      const step = k + 1;
      marks.push(dot(x + step * 7, 60 - step * 12), dot(x + step * 7, 60 + step * 12));
    }
  }
  return marks;
}

function figure4(): FigureMark[] {
  // A square open at the top, and a bell curve rising from its lower right corner.
  const [left, right, top, bottom] = [30, 70, 50, 90];
  const from: Xy = [right, bottom];
  const to: Xy = [138, 38];
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const length = Math.hypot(dx, dy);
  const [nx, ny] = [dy / length, -dx / length];
  const bell = sample(31, (t) => {
    const lift = 30 * Math.sin(Math.PI * t) ** 2;
    return [from[0] + dx * t + nx * lift, from[1] + dy * t + ny * lift];
  });
  return [
    line([
      [left, top],
      [left, bottom],
      [right, bottom],
      [right, top],
    ]),
    line(rounded(bell)),
  ];
}

function figure5(): FigureMark[] {
  // An arc of dots open at the bottom, and a stroke of dots rising from it to the right.
  const [cx, cy, r] = [72, 80, 32];
  const arcAngle = (i: number) => ((-25 + (i * 230) / 14) * Math.PI) / 180;
  const arc = range(15).map((i) =>
    dot(round(cx + r * Math.cos(arcAngle(i))), round(cy - r * Math.sin(arcAngle(i)))),
  );
  // From the arc's sixth dot, outwards at 40°.
  const [sx, sy] = [cx + r * Math.cos(arcAngle(5)), cy - r * Math.sin(arcAngle(5))];
  const [ux, uy] = [Math.cos((40 * Math.PI) / 180), -Math.sin((40 * Math.PI) / 180)];
  const stroke = range(6).map((i) =>
    dot(round(sx + (i + 1) * 8 * ux), round(sy + (i + 1) * 8 * uy)),
  );
  return [...arc, ...stroke];
}

function figure6(): FigureMark[] {
  // Two sinusoids crossing: one across, one down.
  const across = sample(81, (t) => [22 + 116 * t, 62 + 9 * Math.sin(t * 4 * 2 * Math.PI)]);
  const down = sample(61, (t) => [
    78 + 10 * (t - 0.5) + 8 * Math.sin(t * 2.5 * 2 * Math.PI),
    14 + 92 * t,
  ]);
  return [line(rounded(across)), line(rounded(down))];
}

/** Figure A, then 1 to 8, in the order they are copied. */
export const BENDER_FIGURES: readonly BenderFigure[] = [
  { id: 'A', label: 'Figura A', marks: figureA() },
  { id: '1', label: 'Figura 1', marks: range(12).map((i) => dot(25 + i * 10, 60)) },
  {
    id: '2',
    label: 'Figura 2',
    // Eleven slanted columns of three small rings.
    marks: range(11).flatMap((i) =>
      range(3).map((row) => ring(34 + i * 10 - row * 5, 44 + row * 16)),
    ),
  },
  { id: '3', label: 'Figura 3', marks: figure3() },
  { id: '4', label: 'Figura 4', marks: figure4() },
  { id: '5', label: 'Figura 5', marks: figure5() },
  { id: '6', label: 'Figura 6', marks: figure6() },
  {
    id: '7',
    label: 'Figura 7',
    // Two elongated hexagons, one upright and one leaning, overlapping at their ends.
    marks: [
      line(rounded(hexagon(62, 58, 84, 22, 90)), true),
      line(rounded(hexagon(96, 64, 84, 22, 62)), true),
    ],
  },
  {
    id: '8',
    label: 'Figura 8',
    // An elongated hexagon with a diamond inside touching its long sides.
    marks: [
      line(rounded(hexagon(80, 60, 124, 34, 0)), true),
      line(
        [
          [80, 43],
          [90, 60],
          [80, 77],
          [70, 60],
        ],
        true,
      ),
    ],
  },
];

/** Where figure number `index` (0 for A) sits on the sheet. */
export function figureCell(index: number): { column: number; row: number } {
  return { column: index % SHEET_COLUMNS, row: Math.floor(index / SHEET_COLUMNS) };
}
