/**
 * The seed's Bender drawings: what a candidate would have drawn on the canvas, made from the
 * figures' own geometry (`@/shared/bender/figures`) with a hand's noise (each copy a little
 * moved, turned and resized, lines that wobble, dots that are small scribbles), rendered as
 * the canvas renders its PNG (1200 × 900, dark ink on white, the canvas's line width) and
 * encoded with the mock's PNG encoder. Deterministic: the same seed gives the same bytes.
 */
import {
  BENDER_FIGURES,
  FIGURE_CELL,
  figureCell,
  SHEET_COLUMNS,
  SHEET_ROWS,
  type FigureMark,
  type Xy,
} from '../../shared/bender/figures';
import { bytesToBase64 } from '../shared/bytes';
import { encodeGrayPng } from '../shared/png';

/** The size of the canvas's PNG (src/features/stages/drawing/png.ts). */
export const SEEDED_DRAWING_SIZE = { width: 1200, height: 900 } as const;
/** The canvas's line width at 1200 px: 3 px at 640 px, pressure 0.5. */
const LINE_WIDTH = (3 * SEEDED_DRAWING_SIZE.width) / 640;
/** The canvas PNG's ink (#111111) on white. */
const INK = 0x11;

/** How the candidate copied: with care, or in a hurry (more distortion, some slips). */
export type Care = 'careful' | 'hasty';

/** A small deterministic generator (mulberry32): numbers in [0, 1). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stroke of the drawing in sheet units (3 × 3 cells of FIGURE_CELL). */
export type SheetStroke = Xy[];

const NOISE = {
  careful: { scale: 0.05, turn: 2, shift: 3, wobble: 0.5, jitter: 0.15, slip: 0 },
  hasty: { scale: 0.14, turn: 8, shift: 8, wobble: 1.4, jitter: 0.35, slip: 0.25 },
} as const;

/**
 * The nine figures copied by hand, as the canvas's strokes (in sheet units), each in its
 * cell of the sheet.
 */
export function copiedStrokes(random: () => number, care: Care): SheetStroke[] {
  const noise = NOISE[care];
  const normal = () => {
    // Box–Muller: a standard normal number.
    const u = Math.max(random(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const strokes: SheetStroke[] = [];
  BENDER_FIGURES.forEach((figure, index) => {
    const { column, row } = figureCell(index);
    const scale = 1 + noise.scale * normal();
    const turn = (noise.turn * normal() * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const shift: Xy = [noise.shift * normal(), noise.shift * normal()];
    const [cx, cy] = [FIGURE_CELL.width / 2, FIGURE_CELL.height / 2];
    // Figure units → sheet units, with the copy's own size, angle and place.
    const place = ([x, y]: Xy): Xy => {
      const [dx, dy] = [(x - cx) * scale, (y - cy) * scale];
      return [
        column * FIGURE_CELL.width + cx + shift[0] + dx * cos - dy * sin,
        row * FIGURE_CELL.height + cy + shift[1] + dx * sin + dy * cos,
      ];
    };
    const jitter = ([x, y]: Xy, amount: number = noise.jitter): Xy => [
      x + amount * normal(),
      y + amount * normal(),
    ];
    for (const mark of figure.marks) {
      if (random() < noise.slip * 0.06) continue; // a dot or a line left out in a hurry
      strokes.push(...markStrokes(mark, place, jitter, random, noise.wobble));
    }
  });
  return strokes;
}

function markStrokes(
  mark: FigureMark,
  place: (point: Xy) => Xy,
  jitter: (point: Xy, amount?: number) => Xy,
  random: () => number,
  wobble: number,
): SheetStroke[] {
  if (mark.kind === 'dot' || mark.kind === 'ring') {
    const [x, y] = jitter([mark.x, mark.y], wobble * 0.8);
    // A dot is a tiny scribble, a ring a small loop that overshoots where it began.
    const radius = mark.kind === 'dot' ? 1.1 : mark.r * (1 + 0.12 * (random() - 0.5));
    const steps = mark.kind === 'dot' ? 5 : 14;
    const start = random() * 2 * Math.PI;
    const loop: Xy[] = [];
    for (let k = 0; k <= steps + 1; k += 1) {
      const angle = start + (k / steps) * 2 * Math.PI;
      loop.push(place(jitter([x + radius * Math.cos(angle), y + radius * Math.sin(angle)], 0.1)));
    }
    return [loop];
  }
  // A line: walked every 2.5 units, pushed sideways by a slow wave (the hand's wobble).
  const path = mark.closed ? [...mark.points, mark.points[0]!] : [...mark.points];
  const walked: Xy[] = [];
  const [waveA, waveB] = [random() * 2 * Math.PI, random() * 2 * Math.PI];
  let travelled = 0;
  for (let k = 1; k < path.length; k += 1) {
    const [ax, ay] = path[k - 1]!;
    const [bx, by] = path[k]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    const steps = Math.max(1, Math.round(length / 2.5));
    for (let s = k === 1 ? 0 : 1; s <= steps; s += 1) {
      const t = s / steps;
      const along = travelled + t * length;
      const push =
        wobble * (Math.sin(along / 9 + waveA) * 0.7 + Math.sin(along / 3.1 + waveB) * 0.3);
      walked.push(place(jitter([ax + (bx - ax) * t + nx * push, ay + (by - ay) * t + ny * push])));
    }
    travelled += length;
  }
  if (mark.closed && walked.length > 2) walked.push(walked[1]!); // closes with an overshoot
  return [walked];
}

/**
 * The strokes rendered as the canvas's PNG does: dark ink on white, round caps, the canvas's
 * line width; one byte per pixel (0 black … 255 white), antialiased.
 */
export function renderStrokes(
  strokes: readonly SheetStroke[],
  size: { width: number; height: number } = SEEDED_DRAWING_SIZE,
): Uint8Array {
  const { width, height } = size;
  const unit = width / (SHEET_COLUMNS * FIGURE_CELL.width);
  const yUnit = height / (SHEET_ROWS * FIGURE_CELL.height);
  // Ink coverage per pixel, 0 … 255.
  const cover = new Uint8Array(width * height);
  const radius = (LINE_WIDTH * width) / SEEDED_DRAWING_SIZE.width / 2;
  const capsule = (ax: number, ay: number, bx: number, by: number) => {
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - radius - 1));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + radius + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - radius - 1));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + radius + 1));
    for (let y = y0; y <= y1; y += 1) {
      const py = y + 0.5 - ay;
      for (let x = x0; x <= x1; x += 1) {
        const px = x + 0.5 - ax;
        let t = lengthSquared === 0 ? 0 : (px * dx + py * dy) / lengthSquared;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = px - t * dx;
        const ey = py - t * dy;
        const coverage = radius + 0.5 - Math.sqrt(ex * ex + ey * ey);
        if (coverage <= 0) continue;
        const i = y * width + x;
        const value = coverage >= 1 ? 255 : Math.round(coverage * 255);
        if (value > cover[i]!) cover[i] = value;
      }
    }
  };
  for (const stroke of strokes) {
    const points = stroke.map(([x, y]) => [x * unit, y * yUnit] as const);
    if (points.length === 1) capsule(...points[0]!, ...points[0]!);
    for (let k = 1; k < points.length; k += 1) capsule(...points[k - 1]!, ...points[k]!);
  }
  const shade = Uint8Array.from({ length: 256 }, (_, ink) =>
    Math.round(255 - (ink * (255 - INK)) / 255),
  );
  for (let i = 0; i < cover.length; i += 1) cover[i] = shade[cover[i]!]!;
  return cover;
}

/** A seeded candidate's drawing as PNG bytes: the same `seed` and `care`, the same bytes. */
export function seededDrawingPng(seed: number, care: Care): Uint8Array {
  const strokes = copiedStrokes(randomFrom(seed), care);
  const { width, height } = SEEDED_DRAWING_SIZE;
  return encodeGrayPng(renderStrokes(strokes), width, height, 2);
}

/**
 * How many different drawings the seed makes of each kind. Each costs about 30 ms of CPU to
 * draw and encode, and every process that seeds (each test file with the mock API, the
 * browser for the large preset) pays for them once: sixteen keep that near half a second,
 * while the small preset's Bender attempts (37) rarely meet the same drawing twice in one
 * company's queue.
 */
export const SEEDED_DRAWING_VARIANTS = { careful: 12, hasty: 4 } as const;

const drawn = new Map<string, string>();

/**
 * The `n`-th seeded drawing of a kind, as base64 PNG (as the seed stores file contents):
 * made once per variant and kept, so seeding again (tests, "Restablecer datos") costs nothing.
 */
export function seededDrawingBase64(seed: number, n: number, care: Care): string {
  const variant = n % SEEDED_DRAWING_VARIANTS[care];
  const key = `${seed}:${care}:${variant}`;
  let base64 = drawn.get(key);
  if (base64 === undefined) {
    base64 = bytesToBase64(
      seededDrawingPng(seed * 31 + variant * 2 + (care === 'hasty' ? 1 : 0), care),
    );
    drawn.set(key, base64);
  }
  return base64;
}
