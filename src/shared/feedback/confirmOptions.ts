/** The default confirmation dialog's texts (product spec §5). */
export const CONFIRM_DEFAULTS = {
  title: '¿Desea continuar con la acción?',
  confirmText: 'Confirmar',
  cancelText: 'Cancelar',
} as const;

export interface ConfirmOptions {
  title?: string;
  description?: string;
  confirmText?: string;
  cancelText?: string;
  /** A destructive action shows its confirm button in the error colour. */
  destructive?: boolean;
}
