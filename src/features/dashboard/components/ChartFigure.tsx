import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useId, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { srOnly } from './srOnly';

export interface ChartRow {
  label: string;
  value: string;
}

interface Props {
  title: string;
  /** A one-line summary, shown and read (e.g. the total and the busiest day). */
  summary?: ReactNode;
  /** The chart itself: drawn for the eye, hidden from screen readers (the table says it). */
  chart: ReactNode;
  /** Column headers of the text alternative. */
  columns: [string, string];
  rows: ChartRow[];
  /** Content shown after the chart (e.g. links), read by everyone. */
  footer?: ReactNode;
  /** Height of the chart area, kept while loading. */
  height: number;
  loading?: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
}

/**
 * How near the viewport a figure must come for its chart to be drawn: the charts below the fold
 * (all of them on a phone, under the five figures) are drawn as the recruiter scrolls towards
 * them, not with the first screen, where they were its longest task (issue 15).
 */
export const CHART_DRAW_MARGIN = '200px 0px';

/**
 * A dashboard chart as a figure: a heading, the chart (aria-hidden and inert: MUI X makes its SVG focusable) and, for screen
 * readers, a table with the same numbers. Keeps its height while loading, and while its chart
 * waits to come near the viewport; the table is there from the start.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  columns,
  rows,
  footer,
  height,
  loading = false,
  emptyText,
}: Props) {
  const titleId = useId();
  const empty = !loading && rows.length === 0;
  // Without IntersectionObserver (an old browser) every chart is drawn at once.
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: CHART_DRAW_MARGIN,
    fallbackInView: true,
  });
  // Until then the chart's room is kept by a quiet empty area: nothing is loading (the table
  // has the numbers), so no skeleton; the chart's code loading shows one (Suspense).
  const waiting = <Box sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />;
  return (
    <Paper
      ref={ref}
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ m: 0, p: { xs: 2, sm: 2.5 }, borderRadius: 3, height: '100%', minWidth: 0 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {loading ? (
        <>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={height} sx={{ mt: 1 }} />
        </>
      ) : (
        <>
          {summary ? (
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
          ) : null}
          {empty ? (
            <Box
              sx={{
                height,
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                textAlign: 'center',
              }}
            >
              <Typography variant="body2">{emptyText ?? 'Sin datos'}</Typography>
            </Box>
          ) : (
            <>
              <Box aria-hidden="true" inert sx={{ height, mt: 1, minWidth: 0 }}>
                {/* The chart library loads on its own (components/charts.ts), with the first
                    chart drawn. */}
                <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
                  {inView ? chart : waiting}
                </Suspense>
              </Box>
              {/* The hidden box is a div around the table: a table grows to its content
                  whatever its width, and widened the page at 320 px (WCAG 1.4.10). */}
              <Box sx={srOnly}>
                <table>
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{columns[0]}</th>
                      <th scope="col">{columns[1]}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </>
          )}
          {footer}
        </>
      )}
    </Paper>
  );
}
