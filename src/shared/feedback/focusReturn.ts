import { focusedElement } from './focusedElement';

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
 * by another dialog's action): a control, or a region whose first usable control takes it
 * (the region itself when it has none and carries `tabindex="-1"`); or a function that says
 * it, asked again each time the focus is placed.
 */
export function rememberFocus(
  opener: HTMLElement | null | (() => HTMLElement | null) = focusedElement(),
): () => void {
  // A function is asked again at each placement: where the focus belongs can change while
  // the confirmed action's results arrive (rows replaced by an empty queue).
  // A function opener says where the focus belongs while the confirmed action's results
  // arrive: the focus follows it (even off a control another placement chose) until the user
  // does something or the few seconds are over.
  const follow = typeof opener === 'function';
  const currentOpener = follow ? opener : () => opener;
  const ancestors = (el: HTMLElement | null) => {
    const list: HTMLElement[] = [];
    for (let node = el?.parentElement ?? null; node && node !== document.body;) {
      list.push(node);
      node = node.parentElement;
    }
    return list;
  };
  let containers = ancestors(currentOpener());
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === document.documentElement;
  };
  const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
    !!el && el.isConnected && !el.matches(':disabled') && el.getClientRects().length > 0;
  const firstUsable = (root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => usable(el)) ?? null;
  const place = () => {
    if (!follow && !lost()) return;
    const target0 = currentOpener();
    if (target0?.isConnected) containers = ancestors(target0);
    let target: HTMLElement | null = null;
    if (usable(target0)) {
      // A control; or a region's first usable control; or, with none, the region itself when
      // it was made focusable for this (`tabindex="-1"`: an empty result that says so).
      target = target0.matches(FOCUSABLE)
        ? target0
        : (firstUsable(target0) ?? (target0.hasAttribute('tabindex') ? target0 : null));
    }
    for (const container of containers) {
      if (target) break;
      if (!container.isConnected) continue;
      target = firstUsable(container);
    }
    target ??= document.querySelector<HTMLElement>('main');
    if (target && target !== document.activeElement) target.focus();
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
