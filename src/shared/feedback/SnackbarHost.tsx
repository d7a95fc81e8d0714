import { Suspense, lazy } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentSnackbar } from './snackbarSlice';

// Loaded with the first message, not with the page.
const SnackbarView = lazy(() => import('./SnackbarView'));

/** Shows the queued snackbars one at a time, at the bottom centre. */
export function SnackbarHost() {
  const current = useSelector(selectCurrentSnackbar);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView current={current} />
    </Suspense>
  );
}
