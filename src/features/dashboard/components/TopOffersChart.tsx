import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countText, formatCount } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import type { JobOfferMetrics } from '../model';
import { offerPath } from '../paths';
import { ChartFigure } from './ChartFigure';
import { HorizontalBars } from './HorizontalBars';
import { barsHeight, POSTULACIONES } from './lazyCharts';

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

type Props = { top: JobOfferMetrics['topOffers']; loading: boolean; color: string };

/** "Ofertas con más postulaciones": the chart, its table, and the offers as links. */
export function TopOffersChart({ top, loading, color }: Props) {
  return (
    <ChartFigure
      title="Ofertas con más postulaciones"
      loading={loading}
      height={barsHeight(Math.max(top.length, 4))}
      emptyText="Todavía no hay postulaciones."
      columns={['Oferta', 'Postulaciones']}
      rows={top.map((offer) => ({
        label: offer.title,
        value: formatCount(offer.applicantsCount),
      }))}
      chart={
        <HorizontalBars
          labels={top.map((offer, index) => `${index + 1}. ${shorten(offer.title, 16)}`)}
          values={top.map((offer) => offer.applicantsCount)}
          seriesLabel="Postulaciones"
          labelWidth={132}
          color={color}
          minRows={4}
        />
      }
      footer={
        top.length ? (
          <Stack component="ol" spacing={0.5} sx={{ m: 0, mt: 1.5, pl: 3 }}>
            {top.map((offer) => (
              <Typography component="li" variant="body2" key={offer.id}>
                <Link component={RouterLink} to={offerPath(offer.id)}>
                  {offer.title}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {countText(offer.applicantsCount, POSTULACIONES)}
                </Typography>
              </Typography>
            ))}
          </Stack>
        ) : null
      }
    />
  );
}
