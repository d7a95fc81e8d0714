import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
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
import { memo, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { errorSignature, useFormMethods } from '@/shared/forms/formMethods';
import type { StagesFormValues } from '../../stagesForm';
import { stageSpokenName } from '../../reorderAnnouncements';
import type { StageErrors } from './fieldParts';
import { StageFields } from './StageFields';
import { StageMoveButtons } from './StageMoveButtons';

const CARD_SX = {
  listStyle: 'none',
  borderRadius: 3,
  p: { xs: 1.5, sm: 2.5 },
  position: 'relative',
} as const;
const DRAGGING_SX = { ...CARD_SX, zIndex: 2, boxShadow: 6 } as const;

/**
 * A stage of the designer. The card follows the list (its place, its drag, its title); its
 * controls are memoised, and its fields render again only when the stage's own errors change
 * (`StageFields`): adding, moving or removing a stage renders no other stage's controls but
 * the move buttons whose "Subir" or "Bajar" turns on or off.
 */
export function StageCard({
  id,
  added,
  index,
  last,
  errors,
  onMove,
  onRemove,
}: {
  id: string;
  /** Just added with «Agregar etapa»: its type's fields come a frame later. */
  added: boolean;
  index: number;
  /** The last of the list (its "Bajar" is off). */
  last: boolean;
  errors: StageErrors | undefined;
  /** Stable for the list's life (the card's controls are memoised). */
  onMove: (from: number, to: number) => void;
  /** Stable for the list's life; called with the stage's index. */
  onRemove: (index: number) => void;
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

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="stage-card"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={isDragging ? DRAGGING_SX : CARD_SX}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DragHandle
            number={number}
            attributes={attributes}
            listeners={listeners}
            setRef={setActivatorNodeRef}
          />
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {`Etapa ${number}${name?.trim() ? `: ${name.trim()}` : ''}`}
          </Typography>
          <StageMoveButtons index={index} last={last} onMove={onMove} />
        </Stack>
        <StageFields
          index={index}
          added={added}
          errors={errors}
          signature={errorSignature(errors)}
        />
        <RemoveStageButton index={index} onRemove={onRemove} />
      </Stack>
    </Paper>
  );
}

/** The handle that drags the stage (dnd-kit keeps its attributes and listeners steady). */
const DragHandle = memo(function DragHandle({
  number,
  attributes,
  listeners,
  setRef,
}: {
  number: number;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (element: HTMLElement | null) => void;
}) {
  return (
    <Tooltip title="Arrastrar para reordenar (o Espacio y flechas)">
      <IconButton
        ref={setRef}
        {...attributes}
        {...listeners}
        aria-label={`Reordenar la etapa ${number}`}
        aria-roledescription="elemento reordenable"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
    </Tooltip>
  );
});

const RemoveStageButton = memo(function RemoveStageButton({
  index,
  onRemove,
}: {
  index: number;
  onRemove: (index: number) => void;
}) {
  return (
    <Box>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => onRemove(index)}>
        Eliminar etapa
      </Button>
    </Box>
  );
});
