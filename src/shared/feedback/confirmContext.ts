import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirmOptions';

export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** `await confirm(options)`: true on Confirmar, false on Cancelar (needs <ConfirmProvider>). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
