const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/**
 * Where the focus goes back when a dialog closes (WCAG 2.4.3). MUI gives it back to the
 * control that opened the dialog; when that control is gone or disabled by then (the action
 * replaced it: "Publicar" becomes "Cerrar"), the focus would fall to the page's body. Call
 * this when the dialog opens; call what it returns once the dialog has closed: if nothing
 * has the focus, it goes to the opener, else to the first control of the opener's nearest
 * remaining container (the next logical control), else to the page's `main`.
 */
export function rememberFocus(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const containers: HTMLElement[] = [];
  for (let node = opener?.parentElement ?? null; node && node !== document.body;) {
    containers.push(node);
    node = node.parentElement;
  }
  return () => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
      !!el && el.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0;
    let target: HTMLElement | null = usable(opener) ? opener : null;
    for (const container of containers) {
      if (target) break;
      if (!container.isConnected) continue;
      target =
        [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => usable(el)) ?? null;
    }
    (target ?? document.querySelector<HTMLElement>('main'))?.focus();
  };
}
