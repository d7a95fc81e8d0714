import { useCallback } from 'react';
import { useAppDispatch } from '../hooks';
import { snackbarShown, type SnackbarSeverity } from '../uiSlice';

/** Queue a snackbar message (shown one at a time, bottom centre). */
export function useSnackbar() {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: string, severity: SnackbarSeverity = 'info') =>
      dispatch(snackbarShown(message, severity)),
    [dispatch],
  );
}
