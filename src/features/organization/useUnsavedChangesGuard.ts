import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '@/shared/feedback';

/**
 * While `dirty`, leaving the screen asks first (in-app navigation through a confirmation,
 * closing or reloading the tab through the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({
      title: '¿Salir sin guardar?',
      description: 'Tienes cambios sin guardar. Si sales ahora, se perderán.',
      confirmText: 'Salir sin guardar',
      cancelText: 'Seguir editando',
      destructive: true,
    }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
