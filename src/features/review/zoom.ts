/**
 * The zoom of the Bender drawing's dialog. A zoom is a scale of the image's own pixels
 * (1 = 100 %: one image pixel per CSS pixel), never of the dialog. It opens fitted: the whole
 * image in view, never enlarged past its size.
 */
export interface Size {
  width: number;
  height: number;
}

/** The steps "Acercar" and "Alejar" go through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** The zoom at which the whole image fits `viewport` (at most 100 %). */
export function fitZoom(image: Size, viewport: Size): number {
  if (image.width <= 0 || image.height <= 0 || viewport.width <= 0 || viewport.height <= 0)
    return 1;
  return Math.min(1, viewport.width / image.width, viewport.height / image.height);
}

// Steps this close to the current zoom count as the current zoom.
const SAME = 0.005;

/** The next step up from `zoom`, or null at the largest. */
export function zoomIn(zoom: number): number | null {
  return ZOOM_STEPS.find((step) => step > zoom + SAME) ?? null;
}

/** The next step down from `zoom`, or null at the smallest. */
export function zoomOut(zoom: number): number | null {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - SAME) ?? null;
}

/** "63 %": the zoom as a percentage of the image's size. */
export function zoomText(zoom: number): string {
  return `${Math.round(zoom * 100)} %`;
}
