import { useEffect, useRef, useState } from 'react';

/**
 * `active`, held true for at least `minimumMs` once it has turned true: a pending
 * indicator that flashes for a few milliseconds is worse than none.
 */
export function useMinimumDuration(active: boolean, minimumMs: number): boolean {
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!active) return undefined;
    const startedAt = Date.now();
    // When the work ends, keep showing for what is left of the minimum.
    return () => {
      const remaining = minimumMs - (Date.now() - startedAt);
      if (remaining <= 0) return;
      clearTimeout(holdTimer.current);
      setHolding(true);
      holdTimer.current = setTimeout(() => setHolding(false), remaining);
    };
  }, [active, minimumMs]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  return active || holding;
}
