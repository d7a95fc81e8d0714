import Grid from '@mui/material/Grid';
import { useSchemePalette } from '@/theme';
import {
  countText,
  formatCount,
  formatFullDate,
  formatShortDate,
  stageStatusLabel,
  type StageStatus,
} from '@/shared/domain';
import type { JobOfferMetrics } from '../model';
import { ChartFigure } from './ChartFigure';
import { HorizontalBars } from './HorizontalBars';
import { barsHeight, LineChart, POSTULACIONES } from './lazyCharts';
import { useStatusColors } from './statusColors';
import { TopOffersChart } from './TopOffersChart';

interface Props {
  metrics: JobOfferMetrics | undefined;
  loading: boolean;
  /** The period as the titles say it: "últimos 30 días", "3 nov – 9 nov". */
  phrase: string;
}

const DAY_CHART_HEIGHT = 240;
const FUNNEL_ORDER: readonly StageStatus[] = [
  'pending',
  'in_progress',
  'reviewing',
  'passed',
  'failed',
];

/** The four charts of the dashboard, each with a text alternative. */
export function DashboardCharts({ metrics, loading, phrase }: Props) {
  const palette = useSchemePalette();
  const primary = palette.primary.main;
  const byDay = metrics?.applicationsByDay ?? [];
  const byCategory = metrics?.applicationsByCategory ?? [];
  const top = metrics?.topOffers ?? [];
  const funnel = FUNNEL_ORDER.map((status) => {
    const count = metrics?.stageStatuses[status] ?? 0;
    return { status, label: stageStatusLabel(status, count), count };
  });
  const daysTotal = byDay.reduce((sum, day) => sum + day.count, 0);
  const busiest = byDay.reduce<(typeof byDay)[number] | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const funnelTotal = funnel.reduce((sum, row) => sum + row.count, 0);
  const statusColors = useStatusColors();
  const grid = { horizontal: true } as const;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartFigure
          title={`Postulaciones por día (${phrase})`}
          loading={loading}
          height={DAY_CHART_HEIGHT}
          summary={
            busiest
              ? `${countText(daysTotal, POSTULACIONES)}; el día con más fue el ${formatShortDate(busiest.date, { year: false })} (${formatCount(busiest.count)}).`
              : 'Sin postulaciones en este periodo.'
          }
          columns={['Día', 'Postulaciones']}
          rows={byDay.map((day) => ({
            label: formatFullDate(day.date),
            value: formatCount(day.count),
          }))}
          chart={
            <LineChart
              height={DAY_CHART_HEIGHT}
              skipAnimation
              hideLegend
              grid={grid}
              margin={{ left: 0, right: 12, top: 12, bottom: 0 }}
              xAxis={[
                {
                  scaleType: 'point',
                  data: byDay.map((day) => day.date),
                  valueFormatter: (value: string) => formatShortDate(value, { year: false }),
                  tickLabelMinGap: 24,
                },
              ]}
              yAxis={[{ tickMinStep: 1, width: 32 }]}
              series={[
                {
                  data: byDay.map((day) => day.count),
                  label: 'Postulaciones',
                  color: primary,
                  area: true,
                  showMark: false,
                  curve: 'monotoneX',
                },
              ]}
              sx={{ '& .MuiLineChart-area': { fillOpacity: 0.15 } }}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ChartFigure
          title="Etapas por estado"
          loading={loading}
          height={barsHeight(funnel.length)}
          summary={`${countText(funnelTotal, { one: 'etapa', many: 'etapas' })} en las postulaciones.`}
          emptyText="Todavía no hay postulaciones."
          columns={['Estado', 'Etapas']}
          rows={
            funnelTotal
              ? funnel.map((row) => ({ label: row.label, value: formatCount(row.count) }))
              : []
          }
          chart={
            <HorizontalBars
              labels={funnel.map((row) => row.label)}
              values={funnel.map((row) => row.count)}
              seriesLabel="Etapas"
              labelWidth={96}
              colors={funnel.map((row) => statusColors[row.status])}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartFigure
          title="Postulaciones por categoría"
          loading={loading}
          height={barsHeight(Math.max(byCategory.length, 4))}
          emptyText="Todavía no hay postulaciones."
          columns={['Categoría', 'Postulaciones']}
          rows={byCategory.map((row) => ({ label: row.category, value: formatCount(row.count) }))}
          chart={
            <HorizontalBars
              labels={byCategory.map((row) => row.category)}
              values={byCategory.map((row) => row.count)}
              seriesLabel="Postulaciones"
              labelWidth={132}
              color={primary}
              minRows={4}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TopOffersChart top={top} loading={loading} color={palette.secondary.main} />
      </Grid>
    </Grid>
  );
}
