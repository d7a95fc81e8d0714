/**
 * Resolves once the page has loaded and the browser is idle (at once outside a browser): when
 * code that no screen needs yet can load without slowing the first one (issue 15).
 */
export function afterPageLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else void nextTask().then(resolve);
      }),
  );
}

/**
 * Resolves in a later task: what comes after runs as a task of its own, so the browser can
 * paint and handle input in between (the app's start: the evaluation of its modules, then
 * its first render; issue 15).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
