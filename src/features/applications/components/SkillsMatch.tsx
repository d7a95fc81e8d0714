import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateJobOffer } from '@/features/jobs';
import { SubSection } from '@/shared/screens/SubSection';

function SkillList({ title, skills, has }: { title: string; skills: string[]; has: boolean }) {
  if (skills.length === 0) return null;
  return (
    <SubSection title={title}>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        aria-label={title}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              icon={has ? <CheckCircle /> : <HighlightOff />}
              label={skill}
              color={has ? 'success' : 'default'}
              variant={has ? 'filled' : 'outlined'}
            />
          </li>
        ))}
      </Stack>
    </SubSection>
  );
}

/** The offer's required skills: those the candidate has, and those they lack. */
export function SkillsMatch({ offer }: { offer: CandidateJobOffer }) {
  const skills = offer.requiredSkills;
  if (skills.length === 0) {
    return (
      <Typography color="text.secondary">Esta oferta no pide habilidades específicas.</Typography>
    );
  }
  const matchedSet = new Set((offer.match?.matched ?? []).map((s) => s.toLowerCase()));
  const matched = skills.filter((s) => matchedSet.has(s.toLowerCase()));
  const missing = skills.filter((s) => !matchedSet.has(s.toLowerCase()));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Coincides en {matched.length} de {skills.length}
        {offer.match ? ` (${offer.match.percent} %)` : ''} según las habilidades de tu perfil.
      </Typography>
      <SkillList title="Tienes" skills={matched} has />
      <SkillList title="Te faltan" skills={missing} has={false} />
    </Stack>
  );
}
