import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/shared/navigation';
import type { Applicant } from '../../model';
import { candidateHistoryPath } from '../../paths';
import { fullName } from './fullName';

/** The applicant's name, a link to "Historial del candidato" (plain text once deleted). */
export function ApplicantName({ applicant, offerId }: { applicant: Applicant; offerId: string }) {
  const name = fullName(applicant);
  if (!applicant.candidate)
    return (
      <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
        {name}
      </Typography>
    );
  return (
    <Link
      component={RouterLink}
      to={candidateHistoryPath(offerId, applicant.candidate.id)}
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  );
}
