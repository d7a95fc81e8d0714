import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CandidateJobOffer } from '@/features/jobs';
import { stageTypeLabel } from '@/shared/domain';

/** The offer's stages, numbered in their order. */
export function OfferStages({ offer }: { offer: CandidateJobOffer }) {
  const stages = [...offer.stages].sort((a, b) => a.order - b.order);
  return stages.length === 0 ? (
    <Typography color="text.secondary">Esta oferta no tiene etapas definidas.</Typography>
  ) : (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {stages.map((stage, index) => (
        <Stack
          component="li"
          key={stage.id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              fontWeight: 600,
            }}
          >
            {index + 1}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{stage.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {stageTypeLabel(stage.type)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
