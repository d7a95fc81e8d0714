import { BarChart, barsHeight } from './lazyCharts';

interface Props {
  /** One bar a row, labelled on the left. */
  labels: string[];
  values: number[];
  /** What the values count ("Postulaciones"). */
  seriesLabel: string;
  /** Room for the row labels, in px. */
  labelWidth: number;
  /** One colour for every bar, or one a row. */
  color?: string;
  colors?: string[];
  /** The chart's height is kept for at least this many rows. */
  minRows?: number;
}

/** A dashboard's horizontal bar chart: counts by row, whole-number ticks, no legend. */
export function HorizontalBars({
  labels,
  values,
  seriesLabel,
  labelWidth,
  color,
  colors,
  minRows = 0,
}: Props) {
  return (
    <BarChart
      height={barsHeight(Math.max(labels.length, minRows))}
      layout="horizontal"
      skipAnimation
      hideLegend
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      yAxis={[
        {
          scaleType: 'band',
          data: labels,
          width: labelWidth,
          ...(colors ? { colorMap: { type: 'ordinal' as const, values: labels, colors } } : {}),
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: values, label: seriesLabel, ...(color ? { color } : {}) }]}
    />
  );
}
