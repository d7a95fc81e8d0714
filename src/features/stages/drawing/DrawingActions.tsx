import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  onUndo: () => void;
  onClear: () => void;
  canUndo: boolean;
  canClear: boolean;
  disabled: boolean;
}

/** "Deshacer" and "Limpiar" under the drawing canvas. */
export function DrawingActions({ onUndo, onClear, canUndo, canClear, disabled }: Props) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button
        variant="outlined"
        startIcon={<Undo />}
        onClick={onUndo}
        disabled={disabled || !canUndo}
      >
        Deshacer
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        onClick={onClear}
        disabled={disabled || !canClear}
      >
        Limpiar
      </Button>
    </Stack>
  );
}
