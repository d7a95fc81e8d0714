import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/shared/navigation';

type Props = {
  queuePath: string;
  position: { number: number; total: number } | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onHelp: () => void;
};

/** "Volver a Tareas", the attempt's place in the queue, "Anterior", "Siguiente" and the shortcuts. */
export function AttemptNavBar({
  queuePath,
  position,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onHelp,
}: Props) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      <Button component={RouterLink} to={queuePath} startIcon={<ArrowBackIcon />}>
        Volver a Tareas
      </Button>
      {/* Wraps too: at 320 px with wider text spacing (WCAG 1.4.12) the row is wider than the screen. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {position ? (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {position.number} de {position.total}
          </Typography>
        ) : null}
        <Button startIcon={<NavigateBeforeIcon />} disabled={!hasPrevious} onClick={onPrevious}>
          Anterior
        </Button>
        <Button endIcon={<NavigateNextIcon />} disabled={!hasNext} onClick={onNext}>
          Siguiente
        </Button>
        <Tooltip title="Atajos de teclado (?)">
          <IconButton aria-label="Atajos de teclado" onClick={onHelp}>
            <KeyboardIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
