const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/**
 * Where the focus goes back when a dialog closes (WCAG 2.4.3). MUI gives it back to the
 * control that opened the dialog; when that control is gone or disabled by then (the action
 * replaced it: "Publicar" becomes "Cerrar"), the focus would fall to the page's body. Call
 * this when the dialog opens; call what it returns once the dialog has closed: if nothing
 * has the focus, it goes to the opener, else to the first control of the opener's nearest
 * remaining container (the next logical control), else to the page's `main`.
 *
 * `opener` says where the focus belongs when the focused element is not it (a dialog opened
 * by another dialog's action): a control, or a region whose first usable control takes it.
 */
export function rememberFocus(opener: HTMLElement | null = focusedElement()): () => void {
  const containers: HTMLElement[] = [];
  for (let node = opener?.parentElement ?? null; node && node !== document.body;) {
    containers.push(node);
    node = node.parentElement;
  }
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === document.documentElement;
  };
  const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
    !!el && el.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0;
  const place = () => {
    if (!lost()) return;
    let target: HTMLElement | null = null;
    if (usable(opener)) {
      target = opener.matches(FOCUSABLE)
        ? opener
        : ([...opener.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => usable(el)) ?? null);
    }
    for (const container of containers) {
      if (target) break;
      if (!container.isConnected) continue;
      target =
        [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => usable(el)) ?? null;
    }
    (target ?? document.querySelector<HTMLElement>('main'))?.focus();
  };
  return () => {
    place();
    // The action the dialog confirmed may still be running: when it replaces the control that
    // has the focus now ("Publicar" disabled, then "Cerrar"), the focus is placed again, until
    // the user does something or for a few seconds at most.
    const observer = new MutationObserver(place);
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    window.setTimeout(stop, 5_000);
  };
}

/** The focused element; none when it is the page's body (a shortcut pressed on the page). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement &&
    active !== document.body &&
    active !== document.documentElement
    ? active
    : null;
}
