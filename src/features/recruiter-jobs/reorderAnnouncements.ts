import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';

type Item = DragStartEvent['active'] | NonNullable<DragOverEvent['over']>;

/** An item's place in its sortable list (1-based) and the list's length, from dnd-kit's data. */
function place(item: Item | null): { position: number; count: number } | null {
  const sortable = (item?.data.current as { sortable?: { index: number; items: unknown[] } })
    ?.sortable;
  return sortable ? { position: sortable.index + 1, count: sortable.items.length } : null;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The moving stage's name, as its card gave it to dnd-kit (`data.spokenName`). */
function nameOf(item: Item): string {
  return (item.data.current as { spokenName?: string } | undefined)?.spokenName ?? 'la etapa';
}

/**
 * What a screen reader hears while a stage is moved with the keyboard or a pointer. Every
 * message names the moving stage by the name its card holds (it travels with the card) and
 * says where it is by number: positions come from dnd-kit's sortable data of that moment,
 * never from the form's list, which has already moved when the drop is announced.
 */
export const REORDER_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const at = place(active);
    return `Tomaste ${nameOf(active)}${at ? `, en la posición ${at.position} de ${at.count}` : ''}.`;
  },
  onDragOver: ({ active, over }) => {
    const at = place(over);
    return at
      ? `${upperFirst(nameOf(active))} está en la posición ${at.position} de ${at.count}.`
      : `${upperFirst(nameOf(active))} ya no está sobre una posición.`;
  },
  onDragEnd: ({ active, over }: DragEndEvent) => {
    const at = place(over);
    return at
      ? `Soltaste ${nameOf(active)} en la posición ${at.position} de ${at.count}.`
      : `Soltaste ${nameOf(active)}.`;
  },
  onDragCancel: ({ active }) => {
    const at = place(active);
    return `Reordenamiento cancelado. ${nameOf(active)} vuelve${at ? ` a la posición ${at.position}` : ' a su lugar'}.`;
  },
};

/** How the announcements name a stage: its name, or its number while it has none. */
export function stageSpokenName(name: string | undefined, position: number): string {
  const text = name?.trim();
  return text ? `la etapa «${text}»` : `la etapa ${position}`;
}
