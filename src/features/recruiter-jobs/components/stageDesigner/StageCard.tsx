import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { errorSignature, useFormMethods } from '@/shared/forms/formMethods';
import type { StagesFormValues } from '../../stagesForm';
import { stageSpokenName } from '../../reorderAnnouncements';
import type { StageErrors } from './fieldParts';
import { StageFields } from './StageFields';
import { StageMoveButtons } from './StageMoveButtons';

/**
 * A stage of the designer: its head (drag handle, title, move buttons) follows the list;
 * its fields render again only when the stage's own errors change (`StageFields`), so that
 * adding, moving or removing a stage does not render every other stage's fields.
 */
export function StageCard({
  id,
  added,
  index,
  count,
  errors,
  onMove,
  onRemove,
}: {
  id: string;
  /** Just added with «Agregar etapa»: its type's fields come a frame later. */
  added: boolean;
  index: number;
  count: number;
  errors: StageErrors | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { control } = useFormMethods<StagesFormValues>();
  const name = useWatch({ control, name: `stages.${index}.name` });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, data: { spokenName: stageSpokenName(name, index + 1) } });
  const headingId = useId();
  const number = index + 1;
  const title = `Etapa ${number}${name?.trim() ? `: ${name.trim()}` : ''}`;

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="stage-card"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        borderRadius: 3,
        p: { xs: 1.5, sm: 2.5 },
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title="Arrastrar para reordenar (o Espacio y flechas)">
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Reordenar la etapa ${number}`}
              aria-roledescription="elemento reordenable"
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicator />
            </IconButton>
          </Tooltip>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <StageMoveButtons index={index} count={count} onMove={onMove} />
        </Stack>
        <StageFields
          index={index}
          added={added}
          errors={errors}
          signature={errorSignature(errors)}
        />
        <Box>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
            Eliminar etapa
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
