import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPlace, type SkillMatch } from '@/shared/domain';
import { Section } from '@/shared/screens';
import type { CandidateHistory } from '../../pipeline/model';
import { CvDownloadButton } from '../applicants/CvButton';

type Props = {
  history: CandidateHistory;
  /** The candidate's skills against the offer the history is seen from, when they applied to it. */
  match: SkillMatch | null;
};

/** "Perfil": who the candidate is, their skills against the offer, and the CVs they sent. */
export function ProfileSummary({ history, match }: Props) {
  const { candidate, cvs } = history;
  const matched = new Set(match?.matched.map((skill) => skill.toLowerCase()));
  const place = formatPlace({ city: candidate.city ?? '', country: candidate.country ?? '' });
  return (
    <Section title="Perfil">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {candidate.headline ? <Typography>{candidate.headline}</Typography> : null}
        {place ? (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        ) : null}
        <Link href={`mailto:${candidate.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {candidate.email}
        </Link>
        {match ? (
          <Typography sx={{ fontWeight: 600 }}>
            Coincidencia con esta oferta: {match.percent}%
          </Typography>
        ) : null}
        {candidate.skills.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            aria-label="Habilidades"
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {candidate.skills.map((skill) => {
              const required = matched.has(skill.toLowerCase());
              return (
                <li key={skill}>
                  <Chip
                    size="small"
                    label={skill}
                    color={required ? 'success' : 'default'}
                    variant={required ? 'filled' : 'outlined'}
                    icon={required ? <CheckCircleOutline aria-hidden /> : undefined}
                    aria-label={required ? `${skill} (la pide la oferta)` : skill}
                  />
                </li>
              );
            })}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sin habilidades en su perfil.
          </Typography>
        )}
        {match && match.missing.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            Le faltan para esta oferta: {match.missing.join(', ')}
          </Typography>
        ) : null}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, pt: 1 }}>
          CVs enviados a la empresa
        </Typography>
        {cvs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No envió un CV con sus postulaciones.
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {cvs.map((cv) => (
              <li key={cv.id}>
                <CvDownloadButton cv={cv} label={`Descargar ${cv.fileName}`} text={cv.fileName} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
