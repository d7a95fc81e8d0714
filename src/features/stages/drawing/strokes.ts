/**
 * The Bender drawing as data: strokes of points whose x and y are fractions (0..1) of the
 * canvas's width and height, so one drawing renders the same at any size (the screen's canvas,
 * a resized window, the exported PNG). Pure functions, no DOM: the drawing is kept as a draft
 * (JSON in local storage) and rendered on any 2D context.
 */
export type Point = { x: number; y: number; pressure: number };
/** `width`: the line's width in pixels on a canvas DRAWING_REFERENCE_WIDTH wide, at pressure 0.5. */
export type Stroke = { points: Point[]; width: number };
export type Drawing = Stroke[];

/** The canvas width at which a stroke's `width` is in pixels; other widths scale it. */
export const DRAWING_REFERENCE_WIDTH = 640;
/** The line width of a new stroke (at the reference width). */
export const DEFAULT_STROKE_WIDTH = 3;
/** The pressure of devices that report none (mouse, most fingers). */
export const DEFAULT_PRESSURE = 0.5;
/** Canvas proportions: 4:3. */
export const DRAWING_ASPECT = 4 / 3;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A point from a pointer position relative to the canvas's box; pressure 0 or missing → the default. */
export function pointAt(
  offsetX: number,
  offsetY: number,
  box: { width: number; height: number },
  pressure?: number,
): Point {
  return {
    x: box.width > 0 ? clamp01(offsetX / box.width) : 0,
    y: box.height > 0 ? clamp01(offsetY / box.height) : 0,
    pressure:
      pressure !== undefined && Number.isFinite(pressure) && pressure > 0
        ? clamp01(pressure)
        : DEFAULT_PRESSURE,
  };
}

/** The drawing with a new stroke that starts at `point`. */
export function startStroke(
  drawing: Drawing,
  point: Point,
  width: number = DEFAULT_STROKE_WIDTH,
): Drawing {
  return [...drawing, { points: [point], width }];
}

/** The drawing with `point` added to its last stroke (a new stroke when there is none). */
export function addPoint(drawing: Drawing, point: Point): Drawing {
  const last = drawing.at(-1);
  if (!last) return startStroke(drawing, point);
  return [...drawing.slice(0, -1), { ...last, points: [...last.points, point] }];
}

/** The drawing without its last stroke. */
export function undo(drawing: Drawing): Drawing {
  return drawing.slice(0, -1);
}

/** An empty drawing. */
export function clear(): Drawing {
  return [];
}

/** True when nothing is drawn (no stroke with a point). */
export function isEmpty(drawing: Drawing): boolean {
  return !drawing.some((stroke) => stroke.points.length > 0);
}

/** What the canvas is, for screen readers. */
export function drawingLabel(drawing: Drawing): string {
  const count = drawing.filter((stroke) => stroke.points.length > 0).length;
  if (count === 0) return 'Lienzo de dibujo: vacío';
  return `Lienzo de dibujo: ${count} ${count === 1 ? 'trazo' : 'trazos'}`;
}

/** The drawing as JSON (for a draft in local storage). */
export function serializeDrawing(drawing: Drawing): string {
  return JSON.stringify(drawing);
}

const isUnit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function isPoint(value: unknown): value is Point {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, pressure } = value as Record<string, unknown>;
  return isUnit(x) && isUnit(y) && isUnit(pressure);
}

function isStroke(value: unknown): value is Stroke {
  if (typeof value !== 'object' || value === null) return false;
  const { points, width } = value as Record<string, unknown>;
  return (
    typeof width === 'number' &&
    Number.isFinite(width) &&
    width > 0 &&
    width <= 100 &&
    Array.isArray(points) &&
    points.length > 0 &&
    points.every(isPoint)
  );
}

/**
 * A drawing from JSON (a string) or from already parsed data; [] for anything malformed
 * (bad JSON, not an array, a stroke or a point out of shape or range): a broken draft is
 * dropped, never half-drawn. Only the known fields are kept.
 */
export function parseDrawing(input: unknown): Drawing {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data) || !data.every(isStroke)) return [];
  return data.map((stroke) => ({
    width: stroke.width,
    points: stroke.points.map(({ x, y, pressure }) => ({ x, y, pressure })),
  }));
}

/** The colours a drawing is rendered with. */
export interface DrawingColors {
  ink: string;
  /** Filled behind the strokes; null leaves the canvas transparent (cleared). */
  background: string | null;
}

/** The on-screen colours: dark ink on white in light mode, light ink on a dark sheet in dark mode. */
export const SCREEN_COLORS: Record<'light' | 'dark', DrawingColors> = {
  light: { ink: '#202124', background: '#FFFFFF' },
  dark: { ink: '#E8EAED', background: '#1E1F22' },
};

/** The part of CanvasRenderingContext2D that rendering uses (so tests can record the calls). */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'stroke'
  | 'fill'
  | 'clearRect'
  | 'fillRect'
  | 'lineCap'
  | 'lineJoin'
  | 'lineWidth'
  | 'strokeStyle'
  | 'fillStyle'
>;

/** The pixel width of a line of `stroke` at `pressure` on a canvas `width` pixels wide. */
export function lineWidthAt(stroke: Stroke, pressure: number, width: number): number {
  // Pressure 0.5 gives the stroke's width; 0 → half of it, 1 → one and a half.
  return Math.max(0.5, stroke.width * (width / DRAWING_REFERENCE_WIDTH) * (0.5 + pressure));
}

/**
 * Draw the segment from `from` to `to` of `stroke` (a dot when `from` is null), as the canvas
 * does while the candidate draws and as renderDrawing does for every point.
 */
export function renderSegment(
  ctx: DrawingContext,
  stroke: Stroke,
  from: Point | null,
  to: Point,
  width: number,
  height: number,
  ink: string,
): void {
  if (!from) {
    ctx.fillStyle = ink;
    ctx.beginPath();
    ctx.arc(
      to.x * width,
      to.y * height,
      lineWidthAt(stroke, to.pressure, width) / 2,
      0,
      Math.PI * 2,
    );
    ctx.fill();
    return;
  }
  ctx.strokeStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = lineWidthAt(stroke, (from.pressure + to.pressure) / 2, width);
  ctx.beginPath();
  ctx.moveTo(from.x * width, from.y * height);
  ctx.lineTo(to.x * width, to.y * height);
  ctx.stroke();
}

/**
 * Render the whole drawing on a context whose drawing area is `width` × `height` (in the
 * context's units: CSS pixels when the caller scaled it for the device pixel ratio).
 */
export function renderDrawing(
  ctx: DrawingContext,
  drawing: Drawing,
  width: number,
  height: number,
  colors: DrawingColors,
): void {
  if (colors.background === null) {
    ctx.clearRect(0, 0, width, height);
  } else {
    ctx.fillStyle = colors.background;
    ctx.fillRect(0, 0, width, height);
  }
  for (const stroke of drawing) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    // A stroke of one point (a tap) is a dot.
    if (rest.length === 0) {
      renderSegment(ctx, stroke, null, first, width, height, colors.ink);
      continue;
    }
    // The others: one path per run of segments of the same width (same pressure), so the
    // joints are not painted twice (no beads along the line).
    ctx.strokeStyle = colors.ink;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    let previous = first;
    let runWidth: number | null = null;
    for (const point of rest) {
      const lineWidth = lineWidthAt(stroke, (previous.pressure + point.pressure) / 2, width);
      if (lineWidth !== runWidth) {
        if (runWidth !== null) ctx.stroke();
        ctx.lineWidth = lineWidth;
        runWidth = lineWidth;
        ctx.beginPath();
        ctx.moveTo(previous.x * width, previous.y * height);
      }
      ctx.lineTo(point.x * width, point.y * height);
      previous = point;
    }
    ctx.stroke();
  }
}
