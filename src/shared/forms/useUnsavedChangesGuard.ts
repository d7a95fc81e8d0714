import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useConfirm } from '@/shared/feedback';

/**
 * Leaving a screen with unsaved changes asks first (the router's blocker; the browser's
 * own prompt when the tab is closed or reloaded). `allowNextNavigation()` lets a save
 * navigate away before the form has re-rendered as clean.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const allowRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowRef.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  const confirm = useConfirm();
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    let active = true;
    void confirm({
      title: '¿Salir sin guardar?',
      description: 'Tienes cambios sin guardar. Si sales ahora, se perderán.',
      confirmText: 'Salir sin guardar',
      cancelText: 'Seguir editando',
      destructive: true,
    }).then((leave) => {
      const current = blockerRef.current;
      if (!active || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => {
      active = false;
    };
  }, [blocked, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowNextNavigation: () => {
      allowRef.current = true;
    },
  };
}
