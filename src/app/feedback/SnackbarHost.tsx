import { Suspense, lazy } from 'react';
import { useAppSelector } from '../hooks';
import { selectCurrentSnackbar } from '../uiSlice';

// Loaded with the first message, not with the page.
const SnackbarView = lazy(() => import('./SnackbarView'));

/** Shows the queued snackbars one at a time, at the bottom centre. */
export function SnackbarHost() {
  const current = useAppSelector(selectCurrentSnackbar);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView current={current} />
    </Suspense>
  );
}
