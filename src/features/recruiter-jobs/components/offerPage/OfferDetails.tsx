import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatPlace,
  formatSalary,
  formatShortDate,
  modalityLabel,
  NO_SALARY,
  NO_VALUE,
  seniorityLabel,
} from '@/shared/domain';
import type { StaffJobOffer } from '../../model';

/** What the offer says: its terms, dates, required skills and description. */
export function OfferDetails({ offer }: { offer: StaffJobOffer }) {
  const rows: [string, string][] = [
    ['Categoría', offer.category],
    ['Modalidad', modalityLabel(offer.modality)],
    ['Nivel', seniorityLabel(offer.seniority)],
    ['Ubicación', formatPlace(offer)],
    ['Salario', formatSalary(offer.salary) ?? NO_SALARY],
    ['Creada', formatShortDate(offer.createdAt) || NO_VALUE],
    ['Publicada', formatShortDate(offer.publishedAt) || NO_VALUE],
  ];
  if (offer.closedAt) rows.push(['Cerrada', formatShortDate(offer.closedAt)]);
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Habilidades requeridas
        </Typography>
        {offer.requiredSkills.length ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="ul"
            sx={{ flexWrap: 'wrap', rowGap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {offer.requiredSkills.map((skill) => (
              <li key={skill}>
                <Chip size="small" label={skill} />
              </li>
            ))}
          </Stack>
        ) : (
          <Typography>Ninguna indicada</Typography>
        )}
      </Box>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Descripción
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {offer.description}
        </Typography>
      </Box>
    </Stack>
  );
}
