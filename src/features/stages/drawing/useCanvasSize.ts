import { useLayoutEffect, useState, type RefObject } from 'react';
import { DRAWING_ASPECT } from './strokes';

export interface CanvasSize {
  width: number;
  height: number;
}

/**
 * A canvas's CSS size (its width, the height at the drawing's aspect) and the device pixel
 * ratio, followed through window resizes, zoom and rotation.
 */
export function useCanvasSize(canvasRef: RefObject<HTMLCanvasElement | null>) {
  const [size, setSize] = useState<CanvasSize>({ width: 0, height: 0 });
  const [ratio, setRatio] = useState(() =>
    typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
  );

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
  }, [canvasRef]);

  return { size, ratio };
}
