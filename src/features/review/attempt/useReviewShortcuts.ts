import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="listbox"], [role="menu"]') !== null
  );
}

type Actions = {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
  back: () => void;
  help: () => void;
};

/** Power-user shortcuts: J/K next/previous, A approve, R reject, V back, ? help. */
export function useReviewShortcuts(actions: Actions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const current = latest.current;
      switch (event.key) {
        case 'j':
        case 'J':
          current.next();
          break;
        case 'k':
        case 'K':
          current.previous();
          break;
        case 'a':
        case 'A':
          current.approve();
          break;
        case 'r':
        case 'R':
          current.reject();
          break;
        case 'v':
        case 'V':
          current.back();
          break;
        case '?':
          current.help();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
