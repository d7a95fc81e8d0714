import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FavoriteToggle, type CandidateJobOffer } from '@/features/jobs';
import {
  formatDate,
  formatPlace,
  formatSalary,
  modalityLabel,
  NO_SALARY,
  offerStatusLabel,
  seniorityLabel,
} from '@/shared/domain';
import { OfferFact } from './OfferFact';

/** The offer's head: category, title, company, its facts and the favourite toggle. */
export function OfferHeader({ offer, closed }: { offer: CandidateJobOffer; closed: boolean }) {
  const salary = formatSalary(offer.salary);
  const place = formatPlace(offer);
  const published = formatDate(offer.publishedAt ?? offer.date);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={offer.category} size="small" color="primary" variant="outlined" />
          {closed ? <Chip label={offerStatusLabel('closed')} size="small" /> : null}
        </Stack>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {offer.title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {offer.company.name}
        </Typography>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', rowGap: 1 }}
          aria-label="Datos de la oferta"
        >
          {place ? <OfferFact icon={<PlaceOutlined fontSize="small" />}>{place}</OfferFact> : null}
          <OfferFact icon={<BusinessOutlined fontSize="small" />}>
            {modalityLabel(offer.modality)}
          </OfferFact>
          <OfferFact icon={<WorkOutlined fontSize="small" />}>
            {seniorityLabel(offer.seniority)}
          </OfferFact>
          <OfferFact icon={<PaymentsOutlined fontSize="small" />}>{salary ?? NO_SALARY}</OfferFact>
          {published ? (
            <OfferFact icon={<CalendarTodayOutlined fontSize="small" />}>
              Publicada el {published}
            </OfferFact>
          ) : null}
        </Stack>
        <Box>
          <FavoriteToggle offer={offer} variant="button" />
        </Box>
      </Stack>
    </Paper>
  );
}
