import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { matchDisplay } from '../format';
import type { SkillMatch } from '@/shared/domain';

function SkillList({
  label,
  skills,
  kind,
}: {
  label: string;
  skills: string[];
  kind: 'matched' | 'missing' | 'required';
}) {
  if (!skills.length) return null;
  const listLabel =
    kind === 'matched'
      ? 'Habilidades que tienes'
      : kind === 'missing'
        ? 'Habilidades que te faltan'
        : 'Habilidades requeridas';
  return (
    // The label keeps its column; the chips wrap beside it, not under it.
    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{ color: 'text.secondary', minWidth: 64, flexShrink: 0 }}
      >
        {label}
      </Typography>
      <Box
        component="ul"
        aria-label={listLabel}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
        }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              size="small"
              label={skill}
              data-skill={kind}
              icon={
                kind === 'matched' ? (
                  <CheckIcon aria-hidden />
                ) : kind === 'missing' ? (
                  <RemoveIcon aria-hidden />
                ) : undefined
              }
              color={kind === 'matched' ? 'success' : 'default'}
              variant={kind === 'matched' ? 'filled' : 'outlined'}
              sx={kind === 'missing' ? { borderStyle: 'dashed' } : undefined}
            />
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * The skill match on a card: "Coincidencia 80 %", a bar, the skills the candidate has
 * (check icon, "Tienes") and the ones missing (dash icon, dashed outline, "Te falta"):
 * told apart by icon and text, not by colour alone. Without profile skills, the offer's
 * required skills only.
 */
export function SkillMatchView({
  match,
  requiredSkills,
  showMatch,
}: {
  match: SkillMatch;
  requiredSkills: string[];
  showMatch: boolean;
}) {
  if (!showMatch) {
    return <SkillList label="Requiere" skills={requiredSkills} kind="required" />;
  }
  const display = matchDisplay(match);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          data-level={display.level}
        >
          {display.label}
        </Typography>
        <LinearProgress
          aria-hidden
          variant="determinate"
          value={display.percent}
          color={
            display.level === 'high'
              ? 'success'
              : display.level === 'medium'
                ? 'primary'
                : 'inherit'
          }
          sx={{ flexGrow: 1, height: 6, borderRadius: 3, maxWidth: 200 }}
        />
      </Stack>
      <SkillList label="Tienes" skills={display.matched} kind="matched" />
      <SkillList label="Te falta" skills={display.missing} kind="missing" />
    </Stack>
  );
}
