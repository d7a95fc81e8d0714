import { useEffect, useRef, useState } from 'react';

/**
 * `active`, held true for at least `minimumMs` once it has turned true: a pending
 * indicator that flashes for a few milliseconds is worse than none.
 */
export function useMinimumDuration(active: boolean, minimumMs: number): boolean {
  const [visible, setVisible] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now();
      setVisible(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const remaining = minimumMs - (Date.now() - shownAt.current);
    const hide = () => {
      shownAt.current = null;
      setVisible(false);
    };
    if (remaining <= 0) {
      hide();
      return undefined;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return visible;
}
