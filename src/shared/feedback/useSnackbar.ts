import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { snackbarShown, type SnackbarSeverity } from './snackbarSlice';

/** Queue a snackbar message (shown one at a time, bottom centre). */
export function useSnackbar() {
  const dispatch = useDispatch();
  return useCallback(
    (message: string, severity: SnackbarSeverity = 'info') =>
      dispatch(snackbarShown(message, severity)),
    [dispatch],
  );
}
