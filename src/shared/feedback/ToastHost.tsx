import { Suspense, lazy, useEffect, useState } from 'react';
import { subscribeToasts, type Toast } from './toast';

const ToastStack = lazy(() => import('./ToastStack'));

/** Mounted once by the app; loads the toast stack when the first toast arrives. */
export function ToastHost() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [started, setStarted] = useState(false);

  useEffect(
    () =>
      subscribeToasts((next) => {
        setStarted(true);
        setQueue((current) => [...current, next]);
      }),
    [],
  );

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack queue={queue} onShown={(count) => setQueue((current) => current.slice(count))} />
    </Suspense>
  );
}
