import type { DragEndEvent } from '@dnd-kit/core';
import useEventCallback from '@mui/utils/useEventCallback';
import { startTransition, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useConfirm } from '@/shared/feedback';
import { MAX_STAGES, newStage, type StagesFormValues } from '../../stagesForm';

/** The designer's list of stages: added, moved (with a spoken announcement) and removed. */
export function useStageList(form: UseFormReturn<StagesFormValues>) {
  const { control, getValues } = form;
  const confirm = useConfirm();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stages' });
  const [announce, setAnnounce] = useState('');
  // The stage «Agregar etapa» added last, known by its key once the list holds it: it draws the
  // fields of its type a frame after the rest (`StageFields`), so that the click paints first.
  const [adding, setAdding] = useState(false);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const last = fields.at(-1);
  if (adding && last) {
    setAdding(false);
    setAddedKey(last.id);
  }
  // The click paints its own feedback (the button's ripple) at once; the new stage is drawn
  // by a transition right after, which React renders in slices the browser can interleave with
  // input. The form's values change at once, so the limit holds for quick repeated clicks too.
  const addStage = () => {
    if (getValues('stages').length >= MAX_STAGES) return;
    startTransition(() => {
      setAdding(true);
      append(newStage());
    });
  };

  // Both keep their identity (the cards' controls are memoised) and read the list as it is now.
  const moveStage = useEventCallback((from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    const name = getValues(`stages.${to}.name`)?.trim();
    setAnnounce(`${name || 'La etapa'} ahora es la etapa ${to + 1} de ${fields.length}.`);
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  const removeStage = useEventCallback(async (index: number) => {
    const name = getValues(`stages.${index}.name`)?.trim();
    const ok = await confirm({
      title: '¿Eliminar la etapa?',
      description: `Se quitará ${name ? `«${name}»` : `la etapa ${index + 1}`} al guardar las etapas.`,
      confirmText: 'Eliminar etapa',
      destructive: true,
    });
    if (ok) remove(index);
  });

  return { fields, addStage, addedKey, announce, moveStage, onDragEnd, removeStage };
}
