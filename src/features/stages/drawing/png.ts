import { renderDrawing, type Drawing, type DrawingColors } from './strokes';

/** The PNG is always dark ink on white, whatever the screen's theme. */
export const PNG_COLORS: DrawingColors = { ink: '#111111', background: '#ffffff' };
/** The size of the uploaded PNG (4:3). */
export const DRAWING_PNG_SIZE = { width: 1200, height: 900 } as const;

/**
 * The drawing as an `image/png` blob rendered on an offscreen canvas: white background, dark
 * ink. Needs a browser (a canvas with a 2D context); rejects otherwise.
 */
export function drawingToPng(
  drawing: Drawing,
  size: { width: number; height: number } = DRAWING_PNG_SIZE,
): Promise<Blob> {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No se pudo preparar el dibujo.'));
  renderDrawing(ctx, drawing, width, height, PNG_COLORS);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('No se pudo preparar el dibujo.'));
    }, 'image/png');
  });
}
