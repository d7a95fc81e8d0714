export { PendingIndicator, PENDING_MINIMUM_MS, PENDING_TITLE } from './PendingIndicator';
export { CONFIRM_DEFAULTS, type ConfirmOptions } from './confirmOptions';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm } from './confirmContext';
export { ToastHost } from './ToastHost';
export { toast, TOAST_DEFAULTS, type ToastVariant } from './toast';
export { SnackbarHost } from './SnackbarHost';
export { useSnackbar } from './useSnackbar';
export {
  snackbarSlice,
  snackbarShown,
  type SnackbarMessage,
  type SnackbarSeverity,
} from './snackbarSlice';
export { rememberFocus } from './focusReturn';
export { LoadErrorAlert, RETRY_LABEL } from './LoadErrorAlert';
