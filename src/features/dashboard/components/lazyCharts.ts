import { lazy } from 'react';

// The charts' chunk (98 kB gzip) is requested when a chart is first drawn, that is once the
// figures have arrived: the heading, the buttons and the figures paint first, without the
// chunk taking the bandwidth of a phone's connection (issue 15); meanwhile each figure keeps
// its height (ChartFigure's skeletons, then its Suspense).
export const BarChart = lazy(() =>
  import('./charts').then((module) => ({ default: module.BarChart })),
);
export const LineChart = lazy(() =>
  import('./charts').then((module) => ({ default: module.LineChart })),
);

const ROW_HEIGHT = 30;

/** Height of a horizontal bar chart with `rows` bars. */
export const barsHeight = (rows: number) => Math.max(160, rows * ROW_HEIGHT + 40);

export const POSTULACIONES = { one: 'postulación', many: 'postulaciones' };
