import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingContext } from '@/test/canvas';
import { withOwnState } from '@/test/ownState';
import { appTheme } from '@/theme';
import { BenderDrawing } from './BenderDrawing';
import { drawingToPng, PNG_COLORS } from './png';
import type { Drawing } from './strokes';

/** What the context drew starts with `start` (a call and its colour, say). */
const drawn = (start: string) => expect.stringMatching(new RegExp(`^${start}( |$)`));

// The canvas's box: 400 × 300 CSS pixels at the page's top left.
const BOX = { left: 0, top: 0, x: 0, y: 0, width: 400, height: 300, right: 400, bottom: 300 };

let context: ReturnType<typeof recordingContext>;

beforeEach(() => {
  context = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context.ctx as never,
  );
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    ...BOX,
    toJSON: () => BOX,
  } as DOMRect);
});

afterEach(() => vi.restoreAllMocks());

function renderDrawing(
  initial: Drawing = [],
  { mode = 'light', disabled = false }: { mode?: 'light' | 'dark'; disabled?: boolean } = {},
) {
  const { onChange, Controlled } = withOwnState(initial, (drawing, onDraw) => (
    <BenderDrawing value={drawing} disabled={disabled} onChange={onDraw} />
  ));
  render(
    <ThemeProvider theme={appTheme()} defaultMode={mode} storageManager={null} noSsr>
      <Controlled />
    </ThemeProvider>,
  );
  return { onChange, canvas: screen.getByRole('img', { name: /Lienzo de dibujo/ }) };
}

/** A stroke from (x1, y1) to (x2, y2) through the middle, in CSS pixels of the 400 × 300 box. */
function drawLine(
  canvas: HTMLElement,
  [x1, y1]: [number, number],
  [x2, y2]: [number, number],
  pointer: { pointerId?: number; pointerType?: string; pressure?: number } = {},
) {
  const base = { pointerId: 1, pointerType: 'mouse', button: 0, pressure: 0.5, ...pointer };
  fireEvent.pointerDown(canvas, { ...base, clientX: x1, clientY: y1 });
  fireEvent.pointerMove(canvas, { ...base, clientX: (x1 + x2) / 2, clientY: (y1 + y2) / 2 });
  fireEvent.pointerMove(canvas, { ...base, clientX: x2, clientY: y2 });
  fireEvent.pointerUp(canvas, { ...base, clientX: x2, clientY: y2 });
}

const strokes = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.lastCall?.[0] as Drawing | undefined;

describe('BenderDrawing', () => {
  it('shows an empty canvas, its instructions, and Deshacer and Limpiar disabled', () => {
    const { canvas } = renderDrawing();
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: vacío');
    expect(canvas).toHaveAccessibleDescription(/Dibuja dentro del recuadro/);
    expect(canvas).toHaveStyle({ touchAction: 'none' });
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
  });

  it('is sharp on HiDPI screens: the backing store follows devicePixelRatio', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { canvas } = renderDrawing();
    expect((canvas as HTMLCanvasElement).width).toBe(800);
    expect((canvas as HTMLCanvasElement).height).toBe(600);
    expect(context.calls).toContain('setTransform 2 0 0 2 0 0');
  });

  it('a pointer stroke gives onChange a stroke of normalised points', () => {
    const { onChange, canvas } = renderDrawing();
    drawLine(canvas, [100, 75], [300, 225]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(strokes(onChange)).toEqual([
      {
        width: 3,
        points: [
          { x: 0.25, y: 0.25, pressure: 0.5 },
          { x: 0.5, y: 0.5, pressure: 0.5 },
          { x: 0.75, y: 0.75, pressure: 0.5 },
        ],
      },
    ]);
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: 1 trazo');
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeEnabled();
    // The ink shown is dark on the light sheet.
    expect(context.calls).toContainEqual(drawn('stroke #202124'));
    expect(context.calls).toContainEqual(drawn('fillRect #FFFFFF'));
  });

  it('keeps the pressure of a pen; a finger and a mouse draw at the default pressure', () => {
    const { onChange, canvas } = renderDrawing();
    drawLine(canvas, [0, 0], [40, 30], { pointerType: 'pen', pressure: 0.9 });
    expect(strokes(onChange)![0]!.points[0]!.pressure).toBeCloseTo(0.9);
    drawLine(canvas, [0, 0], [40, 30], { pointerType: 'touch', pressure: 1 });
    expect(strokes(onChange)![1]!.points[0]!.pressure).toBe(0.5);
  });

  it('ignores a second finger while one draws, and other mouse buttons', () => {
    const { onChange, canvas } = renderDrawing();
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerDown(canvas, { pointerId: 2, pointerType: 'touch', clientX: 90, clientY: 90 });
    fireEvent.pointerMove(canvas, { pointerId: 2, pointerType: 'touch', clientX: 95, clientY: 95 });
    fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'touch' });
    expect(strokes(onChange)).toHaveLength(1);
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'mouse', button: 2 });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse', button: 2 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a cancelled pointer keeps the stroke drawn so far', () => {
    const { onChange, canvas } = renderDrawing();
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerCancel(canvas, { pointerId: 1, pointerType: 'touch' });
    expect(strokes(onChange)).toEqual([
      { width: 3, points: [{ x: 0.025, y: 10 / 300, pressure: 0.5 }] },
    ]);
  });

  it('Deshacer removes the last stroke; Limpiar removes all, and Deshacer brings them back', async () => {
    const user = userEvent.setup();
    const { onChange, canvas } = renderDrawing();
    drawLine(canvas, [10, 10], [100, 100]);
    drawLine(canvas, [200, 10], [300, 100]);
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: 2 trazos');

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(strokes(onChange)).toHaveLength(1);
    expect(strokes(onChange)![0]!.points[0]).toEqual({ x: 0.025, y: 10 / 300, pressure: 0.5 });
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: 1 trazo');

    drawLine(canvas, [200, 10], [300, 100]);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(strokes(onChange)).toEqual([]);
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: vacío');
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(strokes(onChange)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    // Something new drawn after a clear: Deshacer takes back that stroke, not the old drawing.
    drawLine(canvas, [10, 10], [20, 20]);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(strokes(onChange)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('draws a given drawing (a restored draft) in light ink on the dark sheet', () => {
    const { canvas } = renderDrawing(
      [
        {
          width: 3,
          points: [
            { x: 0.1, y: 0.1, pressure: 0.5 },
            { x: 0.2, y: 0.2, pressure: 0.5 },
          ],
        },
      ],
      { mode: 'dark' },
    );
    expect(canvas).toHaveAccessibleName('Lienzo de dibujo: 1 trazo');
    expect(context.calls).toContainEqual(drawn('fillRect #1E1F22'));
    expect(context.calls).toContainEqual(drawn('stroke #E8EAED'));
  });

  it('draws nothing and offers no buttons while disabled', () => {
    const { onChange, canvas } = renderDrawing(
      [{ width: 3, points: [{ x: 0.1, y: 0.1, pressure: 0.5 }] }],
      { disabled: true },
    );
    drawLine(canvas, [10, 10], [100, 100]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
  });
});

describe('drawingToPng', () => {
  it('renders dark ink on white at the asked size and gives an image/png blob', async () => {
    let size: [number, number] = [0, 0];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
    ) {
      size = [this.width, this.height];
      callback(new Blob(['png'], { type }));
    });
    const blob = await drawingToPng(
      [
        {
          width: 3,
          points: [
            { x: 0.1, y: 0.1, pressure: 0.5 },
            { x: 0.9, y: 0.9, pressure: 0.5 },
          ],
        },
      ],
      { width: 800, height: 600 },
    );
    expect(blob.type).toBe('image/png');
    expect(size).toEqual([800, 600]);
    expect(context.calls[0]).toEqual(drawn(`fillRect ${PNG_COLORS.background}`));
    expect(context.calls).toContainEqual(drawn(`stroke ${PNG_COLORS.ink}`));
  });

  it('rejects when the browser gives no canvas context', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(drawingToPng([], { width: 10, height: 10 })).rejects.toThrow(
      'No se pudo preparar el dibujo.',
    );
  });
});
