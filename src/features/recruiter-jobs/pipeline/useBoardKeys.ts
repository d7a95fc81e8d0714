import { useRef, useState, type KeyboardEvent } from 'react';
import type { BoardColumn } from './columns';

/** The props that put a card's link in the board's keyboard order. */
export type CardKeyProps = (id: string) => {
  'data-card': string;
  tabIndex: number;
  onFocus: () => void;
  ref: (element: HTMLElement | null) => void;
};

/**
 * The board's keyboard (issue 34.7): one card in the tab order at a time (a roving tabindex);
 * Up/Down move within a column, Left/Right to the nearest column with cards (at the same
 * height), Home/End to a column's ends; Enter follows the card's link.
 */
export function useBoardKeys(columns: readonly BoardColumn[]) {
  const [active, setActive] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  const positions = new Map<string, [number, number]>();
  columns.forEach((column, c) =>
    column.cards.forEach((card, r) => positions.set(card.applicationId, [c, r])),
  );
  const first = columns.find((column) => column.cards.length > 0)?.cards[0]?.applicationId;
  const current = active && positions.has(active) ? active : (first ?? null);

  const moveTo = (c: number, r: number) => {
    const column = columns[c];
    const card = column?.cards[Math.max(0, Math.min(r, column.cards.length - 1))];
    if (!card) return false;
    setActive(card.applicationId);
    cards.current.get(card.applicationId)?.focus();
    return true;
  };

  /** The nearest column with cards from `c`, stepping by `step`. */
  const columnFrom = (c: number, step: number) => {
    for (let next = c + step; next >= 0 && next < columns.length; next += step)
      if (columns[next]!.cards.length > 0) return next;
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const id = (event.target as HTMLElement).dataset.card;
    const at = id ? positions.get(id) : undefined;
    if (!at) return;
    const [c, r] = at;
    const moved = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return moveTo(c, r + 1);
        case 'ArrowUp':
          return moveTo(c, r - 1);
        case 'ArrowRight':
          return moveTo(columnFrom(c, 1), r);
        case 'ArrowLeft':
          return moveTo(columnFrom(c, -1), r);
        case 'Home':
          return moveTo(c, 0);
        case 'End':
          return moveTo(c, Number.MAX_SAFE_INTEGER);
        default:
          return false;
      }
    })();
    if (moved || event.key.startsWith('Arrow')) event.preventDefault();
  };

  /** The props of a card's focusable element. */
  const cardProps: CardKeyProps = (id) => ({
    'data-card': id,
    tabIndex: id === current ? 0 : -1,
    onFocus: () => setActive(id),
    ref: (element: HTMLElement | null) => {
      if (element) cards.current.set(id, element);
      else cards.current.delete(id);
    },
  });

  return { onKeyDown, cardProps };
}
