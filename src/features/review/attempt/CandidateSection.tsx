import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stageTypeLabel } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { Section } from '@/shared/screens/Section';
import { FileDownloadButton } from '../components/FileDownloadButton';
import type { ReviewAttempt } from '../model';
import { candidateHistoryPath } from './texts';

/** "Candidato": who sent the attempt, their CV, and the offer and stage it is for. */
export function CandidateSection({ attempt, name }: { attempt: ReviewAttempt; name: string }) {
  return (
    <Section title="Candidato">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {attempt.candidate && attempt.jobOffer ? (
          <Link
            component={RouterLink}
            to={candidateHistoryPath(attempt.jobOffer.id, attempt.candidate.id)}
          >
            Ver historial del candidato
          </Link>
        ) : null}
        {attempt.candidate?.email ? (
          <Link href={`mailto:${attempt.candidate.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {attempt.candidate.email}
          </Link>
        ) : null}
        {attempt.cv ? (
          <FileDownloadButton
            url={attempt.cv.downloadUrl}
            fileName={attempt.cv.fileName}
            label="Descargar CV"
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sin CV adjunto
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          Oferta: {attempt.jobOffer?.title ?? 'Oferta eliminada'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Etapa: {attempt.stageName}
          {attempt.stageName.trim().toLowerCase() ===
          stageTypeLabel(attempt.stageType).toLowerCase()
            ? ''
            : ` (${stageTypeLabel(attempt.stageType)})`}
        </Typography>
      </Stack>
    </Section>
  );
}
