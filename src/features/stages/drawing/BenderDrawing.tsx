import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useThemeMode } from '@/theme';
import { DrawingActions } from './DrawingActions';
import { drawingLabel, SCREEN_COLORS, type Drawing } from './strokes';
import { useDrawingCanvas } from './useDrawingCanvas';
import { useDrawingHistory } from './useDrawingHistory';

interface Props {
  value: Drawing;
  onChange: (drawing: Drawing) => void;
  disabled?: boolean;
}

/**
 * The Bender drawing canvas (4:3, full width up to 640 px, sharp on HiDPI screens): the
 * candidate draws with mouse, pen or finger (pointer events; pressure where the device gives
 * it; no page scroll while a finger draws), with "Deshacer" and "Limpiar". Controlled: the
 * drawing lives in `value` (the caller keeps it as a draft), each finished stroke is given to
 * `onChange`. The keyboard alternative is the photo upload (BenderPhotoField).
 */
export function BenderDrawing({ value, onChange, disabled = false }: Props) {
  const colors = SCREEN_COLORS[useThemeMode().scheme];
  const instructionsId = useId();
  const history = useDrawingHistory(value, onChange);
  const { canvasRef, handlers } = useDrawingCanvas(value, colors, history.addStroke, disabled);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 640 }}>
      <Typography id={instructionsId} variant="body2" color="text.secondary">
        Dibuja dentro del recuadro con el mouse, un lápiz o el dedo. Si te equivocas, usa «Deshacer»
        para borrar el último trazo o «Limpiar» para empezar de nuevo.
      </Typography>
      <Box
        sx={{
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          lineHeight: 0,
          bgcolor: colors.background,
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={drawingLabel(value)}
          aria-describedby={instructionsId}
          data-testid="bender-canvas"
          {...handlers}
          onContextMenu={(event) => event.preventDefault()}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '4 / 3',
            // A finger draws instead of scrolling or zooming the page.
            touchAction: 'none',
            userSelect: 'none',
            WebkitUserSelect: 'none',
            WebkitTouchCallout: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
      </Box>
      <DrawingActions
        onUndo={history.undoLast}
        onClear={history.clearAll}
        canUndo={history.canUndo}
        canClear={history.canClear}
        disabled={disabled}
      />
    </Stack>
  );
}
