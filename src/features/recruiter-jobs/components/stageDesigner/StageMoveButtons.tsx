import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/** A stage card's "Subir" and "Bajar" buttons (the keyboard-free way to reorder). */
export function StageMoveButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const number = index + 1;
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Subir">
        <span>
          <IconButton
            aria-label={`Subir la etapa ${number}`}
            onClick={() => onMove(index, index - 1)}
            disabled={index === 0}
          >
            <ArrowUpward />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Bajar">
        <span>
          <IconButton
            aria-label={`Bajar la etapa ${number}`}
            onClick={() => onMove(index, index + 1)}
            disabled={index === count - 1}
          >
            <ArrowDownward />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
