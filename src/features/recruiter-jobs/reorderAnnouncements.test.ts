import { describe, expect, it } from 'vitest';
import { REORDER_ANNOUNCEMENTS, stageSpokenName } from './reorderAnnouncements';

type Start = Parameters<NonNullable<typeof REORDER_ANNOUNCEMENTS.onDragStart>>[0];
type Over = Parameters<NonNullable<typeof REORDER_ANNOUNCEMENTS.onDragOver>>[0];

const ITEMS = ['a', 'b', 'c', 'd'];
const NAMES = ['Cuestionario', 'Prueba técnica', 'Entrevista', ''];

/** A stage card as dnd-kit knows it while the list still has its order from before the drag. */
const card = (id: string) => {
  const index = ITEMS.indexOf(id);
  return {
    id,
    data: {
      current: {
        spokenName: stageSpokenName(NAMES[index], index + 1),
        sortable: { containerId: 'etapas', index, items: ITEMS },
      },
    },
    rect: { current: { initial: null, translated: null } },
    disabled: false,
  };
};

const event = (active: string, over: string | null) =>
  ({ active: card(active), over: over ? card(over) : null }) as unknown as Over;

describe('REORDER_ANNOUNCEMENTS (issue 28.13)', () => {
  it('names the stage that moves, by its name, and the place it goes to', () => {
    expect(REORDER_ANNOUNCEMENTS.onDragStart(event('a', null) as Start)).toBe(
      'Tomaste la etapa «Cuestionario», en la posición 1 de 4.',
    );
    expect(REORDER_ANNOUNCEMENTS.onDragOver(event('a', 'b'))).toBe(
      'La etapa «Cuestionario» está en la posición 2 de 4.',
    );
    expect(REORDER_ANNOUNCEMENTS.onDragEnd(event('a', 'c'))).toBe(
      'Soltaste la etapa «Cuestionario» en la posición 3 de 4.',
    );
    expect(REORDER_ANNOUNCEMENTS.onDragCancel(event('a', null))).toBe(
      'Reordenamiento cancelado. la etapa «Cuestionario» vuelve a la posición 1.',
    );
  });

  it('a stage with no name yet is named by its number', () => {
    expect(REORDER_ANNOUNCEMENTS.onDragEnd(event('d', 'a'))).toBe(
      'Soltaste la etapa 4 en la posición 1 de 4.',
    );
    expect(REORDER_ANNOUNCEMENTS.onDragOver(event('d', null))).toBe(
      'La etapa 4 ya no está sobre una posición.',
    );
  });
});
