/**
 * Toasts: short messages stacked at the bottom left (notistack's defaults are the spec's:
 * up to 3 at once, 5000 ms). `toast()` works from anywhere, even outside React; the
 * notistack code is loaded with the first toast, not with the page.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

export const TOAST_DEFAULTS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
} as const;

type Listener = (toast: Toast) => void;

let listener: Listener | null = null;
const waiting: Toast[] = [];

export function toast(message: string, variant: ToastVariant = 'default'): void {
  const next = { message, variant };
  if (listener) listener(next);
  else waiting.push(next);
}

/** Used by the toast host: receive toasts, starting with those sent before it was there. */
export function subscribeToasts(next: Listener): () => void {
  listener = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}
