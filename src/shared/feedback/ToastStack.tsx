import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DEFAULTS, type Toast } from './toast';

interface Props {
  queue: Toast[];
  onShown: (count: number) => void;
}

/** notistack's provider with the spec's defaults; hands it the toasts waiting in the queue. */
export default function ToastStack({ queue, onShown }: Props) {
  useEffect(() => {
    if (queue.length === 0) return;
    for (const { message, variant } of queue) enqueueSnackbar(message, { variant });
    onShown(queue.length);
  }, [queue, onShown]);

  return <SnackbarProvider {...TOAST_DEFAULTS} />;
}
