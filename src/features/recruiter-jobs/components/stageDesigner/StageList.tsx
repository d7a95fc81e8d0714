import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import { REORDER_ANNOUNCEMENTS } from '../../reorderAnnouncements';
import type { Errors } from './fieldParts';
import { StageCard } from './StageCard';

// Module-level: dnd-kit memoises the sensors (and so every handle's listeners) on these.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** The stages as an ordered list, reordered by dragging, by keyboard or by their buttons. */
export function StageList({
  fields,
  addedKey,
  errors,
  moveStage,
  removeStage,
  onDragEnd,
}: {
  fields: { id: string }[];
  /** The stage just added with «Agregar etapa», if any. */
  addedKey: string | null;
  errors: Errors['stages'];
  /** `moveStage` and `removeStage` keep their identity: the cards' controls are memoised. */
  moveStage: (from: number, to: number) => void;
  removeStage: (index: number) => void;
  onDragEnd: (event: DragEndEvent) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: REORDER_ANNOUNCEMENTS,
        screenReaderInstructions: {
          draggable:
            'Para reordenar una etapa, presiona Espacio para tomarla, usa las flechas arriba y abajo para moverla y Espacio otra vez para soltarla; Escape cancela.',
        },
      }}
    >
      <SortableContext
        items={fields.map((field) => field.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Etapas">
          {fields.map((field, index) => (
            <StageCard
              key={field.id}
              id={field.id}
              added={field.id === addedKey}
              index={index}
              last={index === fields.length - 1}
              errors={errors?.[index]}
              onMove={moveStage}
              onRemove={removeStage}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
