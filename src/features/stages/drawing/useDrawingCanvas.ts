import {
  useCallback,
  useLayoutEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import {
  DEFAULT_STROKE_WIDTH,
  pointAt,
  renderDrawing,
  renderSegment,
  type Drawing,
  type DrawingColors,
  type Point,
  type Stroke,
} from './strokes';
import { useCanvasSize } from './useCanvasSize';

/** The stroke being drawn: it joins the drawing (through onStroke) when the pointer lifts. */
interface Current {
  pointerId: number;
  stroke: Stroke;
  /** The canvas's box when the stroke started (pointer capture keeps it on this canvas). */
  box: DOMRect;
}

type CanvasPointerEvent = ReactPointerEvent<HTMLCanvasElement>;

const pointFrom = (event: PointerEvent, box: DOMRect): Point =>
  pointAt(
    event.clientX - box.left,
    event.clientY - box.top,
    box,
    // Mouse and most fingers report 0.5 while pressed (or 0); a pen reports its pressure.
    event.pointerType === 'pen' ? event.pressure : undefined,
  );

/**
 * Drawing on a canvas with pointer events: the drawing is painted (sharp on HiDPI screens,
 * in the theme's colours) and each stroke is drawn as the pointer moves, then handed to
 * `onStroke` when it lifts. Returns the canvas's ref and its pointer handlers.
 */
export function useDrawingCanvas(
  drawing: Drawing,
  colors: DrawingColors,
  onStroke: (stroke: Stroke) => void,
  disabled: boolean,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<Current | null>(null);
  const { size, ratio } = useCanvasSize(canvasRef);
  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, []);

  // Redraw everything when the drawing, the size, the ratio or the theme changes.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || size.width === 0) return;
    const pixelWidth = Math.round(size.width * ratio);
    const pixelHeight = Math.round(size.height * ratio);
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    const ctx = context();
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const inProgress = current.current ? [current.current.stroke] : [];
    renderDrawing(ctx, [...drawing, ...inProgress], size.width, size.height, colors);
  }, [drawing, size, ratio, colors, context]);

  const drawSegment = (stroke: Stroke, from: Point | null, to: Point) => {
    const ctx = context();
    if (ctx && size.width > 0)
      renderSegment(ctx, stroke, from, to, size.width, size.height, colors.ink);
  };

  const onPointerDown = (event: CanvasPointerEvent) => {
    if (disabled || current.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    canvas.setPointerCapture?.(event.pointerId);
    const box = canvas.getBoundingClientRect();
    const point = pointFrom(event.nativeEvent, box);
    const stroke: Stroke = { points: [point], width: DEFAULT_STROKE_WIDTH };
    current.current = { pointerId: event.pointerId, stroke, box };
    drawSegment(stroke, null, point);
  };

  const onPointerMove = (event: CanvasPointerEvent) => {
    const active = current.current;
    if (!active || active.pointerId !== event.pointerId) return;
    event.preventDefault();
    const native = event.nativeEvent;
    // The browser merges fast moves into one event; the merged ones keep the line smooth.
    const coalesced =
      typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const move of coalesced.length > 0 ? coalesced : [native]) {
      const point = pointFrom(move, active.box);
      const previous = active.stroke.points.at(-1)!;
      if (previous.x === point.x && previous.y === point.y) continue;
      active.stroke.points.push(point);
      drawSegment(active.stroke, previous, point);
    }
  };

  const finish = (event: CanvasPointerEvent) => {
    const active = current.current;
    if (!active || active.pointerId !== event.pointerId) return;
    current.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    onStroke(active.stroke);
  };

  return {
    canvasRef,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: finish,
      onPointerCancel: finish,
      onLostPointerCapture: finish,
    },
  };
}
