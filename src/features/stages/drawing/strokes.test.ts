import { describe, expect, it } from 'vitest';
import { recordingContext as recordCalls } from '@/test/canvas';
import {
  DEFAULT_PRESSURE,
  DEFAULT_STROKE_WIDTH,
  addPoint,
  clear,
  drawingLabel,
  isEmpty,
  lineWidthAt,
  parseDrawing,
  pointAt,
  renderDrawing,
  serializeDrawing,
  startStroke,
  undo,
  type Drawing,
  type DrawingContext,
} from './strokes';

const p = (x: number, y: number, pressure = 0.5) => ({ x, y, pressure });

/** The recording context, as the drawing code takes it. */
function recordingContext() {
  const { ctx, calls } = recordCalls();
  return { ctx: ctx as unknown as DrawingContext, calls };
}

describe('pointAt', () => {
  it.each([
    ['the middle', 320, 240, undefined, p(0.5, 0.5, DEFAULT_PRESSURE)],
    ['a pen pressure', 0, 480, 0.8, p(0, 1, 0.8)],
    ['pressure 0 (no pressure reported)', 64, 48, 0, p(0.1, 0.1, DEFAULT_PRESSURE)],
    ['NaN pressure', 64, 48, Number.NaN, p(0.1, 0.1, DEFAULT_PRESSURE)],
    ['outside the box (clamped)', -10, 600, 1.5, p(0, 1, 1)],
  ])('%s', (_, x, y, pressure, expected) => {
    const point = pointAt(x, y, { width: 640, height: 480 }, pressure);
    expect(point.x).toBeCloseTo(expected.x);
    expect(point.y).toBeCloseTo(expected.y);
    expect(point.pressure).toBeCloseTo(expected.pressure);
  });

  it('a box without size gives 0, not NaN', () => {
    expect(pointAt(10, 10, { width: 0, height: 0 })).toEqual(p(0, 0));
  });
});

describe('editing a drawing', () => {
  it('starts strokes and adds points to the last one, without mutating', () => {
    const empty: Drawing = [];
    const one = startStroke(empty, p(0.1, 0.1));
    const two = addPoint(one, p(0.2, 0.2));
    expect(empty).toEqual([]);
    expect(one).toEqual([{ points: [p(0.1, 0.1)], width: DEFAULT_STROKE_WIDTH }]);
    expect(two).toEqual([{ points: [p(0.1, 0.1), p(0.2, 0.2)], width: DEFAULT_STROKE_WIDTH }]);
    const three = startStroke(two, p(0.9, 0.9), 6);
    expect(three).toHaveLength(2);
    expect(three[1]).toEqual({ points: [p(0.9, 0.9)], width: 6 });
  });

  it('adding a point to an empty drawing starts a stroke', () => {
    expect(addPoint([], p(0.3, 0.4))).toEqual([
      { points: [p(0.3, 0.4)], width: DEFAULT_STROKE_WIDTH },
    ]);
  });

  it('undo removes the last stroke; on an empty drawing it stays empty', () => {
    const drawing = startStroke(startStroke([], p(0, 0)), p(1, 1));
    expect(undo(drawing)).toEqual([drawing[0]]);
    expect(undo([])).toEqual([]);
  });

  it('clear empties; isEmpty ignores strokes without points', () => {
    expect(clear()).toEqual([]);
    expect(isEmpty([])).toBe(true);
    expect(isEmpty([{ points: [], width: 3 }])).toBe(true);
    expect(isEmpty(startStroke([], p(0.5, 0.5)))).toBe(false);
  });

  it('is described for screen readers by its number of strokes', () => {
    const one = startStroke([], p(0.5, 0.5));
    expect(drawingLabel([])).toBe('Lienzo de dibujo: vacío');
    expect(drawingLabel(one)).toBe('Lienzo de dibujo: 1 trazo');
    expect(drawingLabel(startStroke(one, p(0.1, 0.1)))).toBe('Lienzo de dibujo: 2 trazos');
  });
});

describe('serialising a drawing', () => {
  const drawing: Drawing = [
    { points: [p(0.1, 0.2, 0.3), p(0.4, 0.5, 0.6)], width: 3 },
    { points: [p(1, 1, 1)], width: 5 },
  ];

  it('round-trips through JSON', () => {
    expect(parseDrawing(serializeDrawing(drawing))).toEqual(drawing);
    expect(parseDrawing(drawing)).toEqual(drawing);
  });

  it('keeps only the known fields', () => {
    const extra = [{ points: [{ ...p(0.1, 0.1), evil: 1 }], width: 3, colour: 'red' }];
    expect(parseDrawing(JSON.stringify(extra))).toEqual([{ points: [p(0.1, 0.1)], width: 3 }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an object', '{"points":[]}'],
    ['a number', 42],
    ['undefined', undefined],
    ['a stroke without points', '[{"points":[],"width":3}]'],
    ['a stroke without width', '[{"points":[{"x":0,"y":0,"pressure":0.5}]}]'],
    ['a zero width', '[{"points":[{"x":0,"y":0,"pressure":0.5}],"width":0}]'],
    ['a huge width', '[{"points":[{"x":0,"y":0,"pressure":0.5}],"width":1000}]'],
    ['x out of range', '[{"points":[{"x":2,"y":0,"pressure":0.5}],"width":3}]'],
    ['a string coordinate', '[{"points":[{"x":"0.1","y":0,"pressure":0.5}],"width":3}]'],
    ['a missing pressure', '[{"points":[{"x":0.1,"y":0}],"width":3}]'],
    ['a null point', '[{"points":[null],"width":3}]'],
    ['one bad stroke among good ones', '[{"points":[{"x":0,"y":0,"pressure":0.5}],"width":3},1]'],
  ])('gives [] for %s', (_, input) => {
    expect(parseDrawing(input)).toEqual([]);
  });
});

describe('renderDrawing', () => {
  it('fills the background, draws a dot for a tap and segments for a line', () => {
    const { ctx, calls } = recordingContext();
    const drawing: Drawing = [
      { points: [p(0.5, 0.5)], width: 4 },
      { points: [p(0, 0), p(0.5, 0.25), p(1, 0.5)], width: 4 },
    ];
    renderDrawing(ctx, drawing, 640, 480, { ink: '#111', background: '#fff' });
    expect(calls).toEqual([
      'fillRect #fff 0 0 640 480',
      'beginPath',
      'arc 320 240 2',
      'fill #111',
      'beginPath',
      'moveTo 0 0',
      'lineTo 320 120',
      'lineTo 640 240',
      'stroke #111 4',
    ]);
  });

  it('starts a new path where the pressure changes the width', () => {
    const { ctx, calls } = recordingContext();
    const drawing: Drawing = [{ points: [p(0, 0, 0.5), p(0.5, 0, 0.5), p(1, 0, 1)], width: 4 }];
    renderDrawing(ctx, drawing, 100, 100, { ink: '#111', background: null });
    expect(calls).toEqual([
      'clearRect 0 0 100 100',
      'beginPath',
      'moveTo 0 0',
      'lineTo 50 0',
      'stroke #111 0.625',
      'beginPath',
      'moveTo 50 0',
      'lineTo 100 0',
      'stroke #111 0.78125',
    ]);
  });

  it('clears instead of filling when there is no background; an empty drawing draws nothing', () => {
    const { ctx, calls } = recordingContext();
    renderDrawing(ctx, [], 320, 240, { ink: '#eee', background: null });
    expect(calls).toEqual(['clearRect 0 0 320 240']);
  });

  it('scales line widths with the canvas and the pressure', () => {
    const stroke = { points: [], width: 4 };
    expect(lineWidthAt(stroke, 0.5, 640)).toBe(4);
    expect(lineWidthAt(stroke, 0.5, 1280)).toBe(8);
    expect(lineWidthAt(stroke, 1, 640)).toBe(6);
    expect(lineWidthAt(stroke, 0, 640)).toBe(2);
    expect(lineWidthAt(stroke, 0, 10)).toBe(0.5);
  });
});
