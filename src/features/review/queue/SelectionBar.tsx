import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Props = {
  count: number;
  busy: boolean;
  onClear: () => void;
  onConfirm: () => void;
  onReject: () => void;
};

/** "Acciones sobre la selección": what can be done with the selected attempts at once. */
export function SelectionBar({ count, busy, onClear, onConfirm, onReject }: Props) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Acciones sobre la selección"
      sx={{
        p: 1.5,
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        // Marked by its border: its text buttons on a grey tint fall under 4.5:1.
        borderColor: 'primary.main',
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 140 }}>
        {count === 1 ? '1 seleccionado' : `${count} seleccionados`}
      </Typography>
      <Button onClick={onClear}>Quitar selección</Button>
      <Button variant="contained" onClick={onConfirm} disabled={busy}>
        Confirmar propuestas
      </Button>
      <Button variant="outlined" color="error" onClick={onReject}>
        Rechazar seleccionados
      </Button>
    </Paper>
  );
}
