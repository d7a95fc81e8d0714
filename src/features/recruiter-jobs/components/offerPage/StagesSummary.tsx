import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stageTypeLabel } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { Section } from '@/shared/screens';
import type { StaffJobOffer } from '../../model';
import { stagesPath } from '../../paths';
import { stageSummary } from '../../stageSummary';

/** The offer's stages in order, each with its type and a summary, and "Editar etapas". */
export function StagesSummary({ offer, problem }: { offer: StaffJobOffer; problem?: string }) {
  return (
    <Section
      title="Etapas de selección"
      id="offer-stages"
      action={
        <Button
          component={RouterLink}
          to={stagesPath(offer.id)}
          variant="outlined"
          startIcon={<ListAltOutlined />}
        >
          Editar etapas
        </Button>
      }
    >
      {problem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {offer.stages.length === 0 ? (
        <Typography color="text.secondary">
          Esta oferta todavía no tiene etapas. Agrega al menos una para poder publicarla.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {offer.stages.map((stage) => (
            <li key={stage.id}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{stage.name}</Typography>
                <Chip size="small" variant="outlined" label={stageTypeLabel(stage.type)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {stageSummary(stage)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
