import type { DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useConfirm } from '@/shared/feedback';
import { newStage, type StagesFormValues } from '../../stagesForm';

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
  const addStage = () => {
    setAdding(true);
    append(newStage());
  };

  const moveStage = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    const name = getValues(`stages.${to}.name`)?.trim();
    setAnnounce(`${name || 'La etapa'} ahora es la etapa ${to + 1} de ${fields.length}.`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };

  const removeStage = async (index: number) => {
    const name = getValues(`stages.${index}.name`)?.trim();
    const ok = await confirm({
      title: '¿Eliminar la etapa?',
      description: `Se quitará ${name ? `«${name}»` : `la etapa ${index + 1}`} al guardar las etapas.`,
      confirmText: 'Eliminar etapa',
      destructive: true,
    });
    if (ok) remove(index);
  };

  return { fields, addStage, addedKey, announce, moveStage, onDragEnd, removeStage };
}
