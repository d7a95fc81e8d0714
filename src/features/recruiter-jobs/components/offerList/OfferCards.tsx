import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countText, formatShortDate } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { jobPath } from '../../paths';
import type { StaffJobOffer } from '../../model';
import { StatusChip } from '../StatusChip';
import { RowActions } from './RowActions';

/** The offers on a phone: one card each. */
export function OfferCards({ offers }: { offers: readonly StaffJobOffer[] }) {
  return (
    <Stack component="ul" aria-label="Ofertas" spacing={1.5} sx={{ p: 1.5, m: 0 }}>
      {offers.map((offer) => (
        <Card component="li" key={offer.id} variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Link
                  component={RouterLink}
                  to={jobPath(offer.id)}
                  variant="subtitle1"
                  sx={{ fontWeight: 600, flex: 1 }}
                >
                  {offer.title}
                </Link>
                <StatusChip status={offer.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {offer.category} · {offer.city}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {countText(offer.applicantsCount, {
                  one: 'postulante',
                  many: 'postulantes',
                })}{' '}
                · Creada {formatShortDate(offer.createdAt)}
                {offer.publishedAt ? ` · Publicada ${formatShortDate(offer.publishedAt)}` : ''}
              </Typography>
              <RowActions offer={offer} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
