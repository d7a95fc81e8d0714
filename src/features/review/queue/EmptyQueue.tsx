import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMPTY_QUEUE } from './texts';

/**
 * The queue with nothing to show (focusable: the focus comes here after a bulk decision
 * empties it), and "Limpiar filtros" when filters hide attempts.
 */
export function EmptyQueue({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Paper
      variant="outlined"
      data-empty-queue
      tabIndex={-1}
      sx={{ p: 4, borderRadius: 3, textAlign: 'center', outline: 'none' }}
    >
      <Typography variant="h6" component="p">
        {EMPTY_QUEUE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {filtered
          ? 'Ningún intento coincide con los filtros.'
          : 'Cuando un candidato envíe una etapa para revisar, aparecerá aquí.'}
      </Typography>
      {filtered ? (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onClear}>
          Limpiar filtros
        </Button>
      ) : null}
    </Paper>
  );
}
