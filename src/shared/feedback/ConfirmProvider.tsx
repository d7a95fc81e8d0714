import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm } from './confirmContext';
import type { ConfirmOptions } from './confirmOptions';
import { focusedElement } from './focusedElement';

// The dialog's code is loaded the first time a confirmation is asked, not with the page.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Lets any screen ask `await confirm()` and get true (Confirmar) or false (Cancelar). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Kept while the dialog closes, so that its text does not change during the transition.
  const [options, setOptions] = useState<ConfirmOptions>({});
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const restoreFocus = useRef<(() => void) | null>(null);

  const confirm = useCallback<Confirm>((next = {}) => {
    resolver.current?.(false);
    // Where the focus goes back once the dialog has closed; that code comes with the dialog's
    // (it is not in every page's initial JS: issue 15). Should it fail to load, MUI's own
    // return to the opener remains.
    const opener = focusedElement();
    const remembered = import('./focusReturn')
      .then(({ rememberFocus }) => rememberFocus(opener))
      .catch(() => () => {});
    restoreFocus.current = () => void remembered.then((restore) => restore());
    setOptions(next);
    setOpen(true);
    setUsed(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            {...options}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
            onExited={() => restoreFocus.current?.()}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
