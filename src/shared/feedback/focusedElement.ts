/** The focused element; none when it is the page's body (a shortcut pressed on the page). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement &&
    active !== document.body &&
    active !== document.documentElement
    ? active
    : null;
}
