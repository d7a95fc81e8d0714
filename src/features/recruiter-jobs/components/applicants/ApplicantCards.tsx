import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applicationStatusLabel, formatShortDate } from '@/shared/domain';
import type { Applicant } from '../../model';
import { CvButton } from './CvButton';
import { ApplicantName } from './ApplicantName';
import { StageCell } from './StageCell';

/** The applicants on a phone: one card each. */
type Props = { applicants: readonly Applicant[]; offerId: string };

export function ApplicantCards({ applicants, offerId }: Props) {
  return (
    <Stack component="ul" aria-label="Postulantes" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {applicants.map((applicant) => (
        <Card component="li" variant="outlined" key={applicant.id} sx={{ listStyle: 'none' }}>
          <CardContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <ApplicantName applicant={applicant} offerId={offerId} />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {applicant.candidate?.email}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  label={`${applicant.match.percent}%`}
                  aria-label={`Coincidencia ${applicant.match.percent}%`}
                />
              </Stack>
              <StageCell applicant={applicant} />
              <Typography variant="body2" color="text.secondary">
                {applicationStatusLabel(applicant.status)} · Postuló el{' '}
                {formatShortDate(applicant.createdAt)}
              </Typography>
              <Box>
                <CvButton applicant={applicant} />
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
