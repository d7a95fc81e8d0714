import { describe, expect, it } from 'vitest';
import { fitZoom, zoomIn, zoomOut, zoomText } from './zoom';

describe('the drawing zoom', () => {
  it('fits the whole image in the viewport, by its tighter side, never past 100 %', () => {
    expect(fitZoom({ width: 1200, height: 900 }, { width: 900, height: 600 })).toBeCloseTo(2 / 3);
    expect(fitZoom({ width: 1200, height: 900 }, { width: 600, height: 900 })).toBe(0.5);
    expect(fitZoom({ width: 400, height: 300 }, { width: 900, height: 600 })).toBe(1);
    // Nothing measured yet: the image's own size.
    expect(fitZoom({ width: 0, height: 0 }, { width: 900, height: 600 })).toBe(1);
  });

  it('steps up and down from any zoom, the fitted one too, and stops at the ends', () => {
    expect(zoomIn(2 / 3)).toBe(0.75);
    expect(zoomOut(2 / 3)).toBe(0.5);
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(4)).toBeNull();
    expect(zoomOut(0.25)).toBeNull();
    expect(zoomOut(0.2)).toBeNull();
    expect(zoomIn(0.2)).toBe(0.25);
  });

  it('reads as a percentage of the image', () => {
    expect(zoomText(2 / 3)).toBe('67 %');
    expect(zoomText(1)).toBe('100 %');
  });
});
