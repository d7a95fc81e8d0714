import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useThemeMode } from '@/theme';
import {
  DEFAULT_STROKE_WIDTH,
  DRAWING_ASPECT,
  drawingLabel,
  isEmpty,
  pointAt,
  renderDrawing,
  renderSegment,
  SCREEN_COLORS,
  type Drawing,
  type Point,
  type Stroke,
} from './strokes';

interface Props {
  value: Drawing;
  onChange: (drawing: Drawing) => void;
  disabled?: boolean;
}

interface Size {
  width: number;
  height: number;
}

/** The stroke being drawn: it joins `value` (through onChange) when the pointer lifts. */
interface Current {
  pointerId: number;
  stroke: Stroke;
  /** The canvas's box when the stroke started (pointer capture keeps it on this canvas). */
  box: DOMRect;
}

/**
 * The Bender drawing canvas (4:3, full width up to 640 px, sharp on HiDPI screens): the
 * candidate draws with mouse, pen or finger (pointer events; pressure where the device gives
 * it; no page scroll while a finger draws), with "Deshacer" and "Limpiar". Controlled: the
 * drawing lives in `value` (the caller keeps it as a draft), each finished stroke is given to
 * `onChange`. The keyboard alternative is the photo upload (BenderPhotoField).
 */
export function BenderDrawing({ value, onChange, disabled = false }: Props) {
  const colors = SCREEN_COLORS[useThemeMode().scheme];
  const instructionsId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<Current | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [ratio, setRatio] = useState(() =>
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  );
  // "Limpiar" can be taken back with "Deshacer" until something new is drawn.
  const [cleared, setCleared] = useState<Drawing | null>(null);
  const empty = isEmpty(value);

  // Follow the canvas's width (window resizes, zoom, rotation) and the device pixel ratio.
  useLayoutEffect(() => {
    // The canvas's own CSS box (inside the frame's border), not the frame's.
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => {
      const width = canvas.getBoundingClientRect().width;
      setSize((previous) =>
        previous.width === width ? previous : { width, height: width / DRAWING_ASPECT },
      );
      setRatio(window.devicePixelRatio || 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

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
    renderDrawing(ctx, [...value, ...inProgress], size.width, size.height, colors);
  }, [value, size, ratio, colors, context]);

  const pointFrom = (event: PointerEvent, box: DOMRect): Point =>
    pointAt(
      event.clientX - box.left,
      event.clientY - box.top,
      box,
      // Mouse and most fingers report 0.5 while pressed (or 0); a pen reports its pressure.
      event.pointerType === 'pen' ? event.pressure : undefined,
    );

  const drawSegment = (stroke: Stroke, from: Point | null, to: Point) => {
    const ctx = context();
    if (ctx && size.width > 0)
      renderSegment(ctx, stroke, from, to, size.width, size.height, colors.ink);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
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

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
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

  const finish = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = current.current;
    if (!active || active.pointerId !== event.pointerId) return;
    current.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    // Something new is drawn: "Deshacer" takes back strokes again, not the cleared drawing.
    setCleared(null);
    onChange([...value, active.stroke]);
  };

  const undoLast = () => {
    if (empty && cleared) {
      onChange(cleared);
      setCleared(null);
      return;
    }
    onChange(value.slice(0, -1));
  };

  const clearAll = () => {
    setCleared(value);
    onChange([]);
  };

  const label = drawingLabel(value);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 640 }}>
      <Typography id={instructionsId} variant="body2" color="text.secondary">
        Dibuja dentro del recuadro con el mouse, un lápiz o el dedo. Si te equivocas, usa «Deshacer»
        para borrar el último trazo o «Limpiar» para empezar de nuevo.
      </Typography>
      <Box
        sx={{
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          lineHeight: 0,
          bgcolor: colors.background,
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby={instructionsId}
          data-testid="bender-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={finish}
          onPointerCancel={finish}
          onLostPointerCapture={finish}
          onContextMenu={(event) => event.preventDefault()}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '4 / 3',
            // A finger draws instead of scrolling or zooming the page.
            touchAction: 'none',
            userSelect: 'none',
            WebkitUserSelect: 'none',
            WebkitTouchCallout: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<Undo />}
          onClick={undoLast}
          disabled={disabled || (empty && !cleared)}
        >
          Deshacer
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={clearAll}
          disabled={disabled || empty}
        >
          Limpiar
        </Button>
      </Stack>
    </Stack>
  );
}
