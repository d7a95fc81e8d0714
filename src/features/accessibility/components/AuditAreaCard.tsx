import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_AREAS, AUDITED_ROUTES } from '../audit';

/** One area of the app: its status, what it says, and the screens checked in it. */
export function AuditAreaCard({ area }: { area: (typeof AUDIT_AREAS)[number] }) {
  const routes = AUDITED_ROUTES.filter((route) => route.area === area.id);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`area-${area.id}`}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={`area-${area.id}`} variant="h6" component="h3">
          {area.title}
        </Typography>
        <Chip
          label={area.status}
          size="small"
          color={area.status === 'Conforme' ? 'success' : 'warning'}
          variant="outlined"
        />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {area.note}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Pantallas revisadas: {routes.map((route) => route.name).join(', ')}.
      </Typography>
    </Paper>
  );
}
