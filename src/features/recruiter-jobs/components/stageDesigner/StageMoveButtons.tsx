import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';

/** A stage card's "Subir" and "Bajar" buttons (the keyboard-free way to reorder). */
export const StageMoveButtons = memo(function StageMoveButtons({
  index,
  last,
  onMove,
}: {
  index: number;
  /** The last stage: "Bajar" is off. */
  last: boolean;
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
            disabled={last}
          >
            <ArrowDownward />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
});
