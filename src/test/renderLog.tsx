import type { ComponentType } from 'react';

/**
 * A log of renders, for tests that check what an interaction draws again: `watched(Real,
 * nameOf)` is `Real` (not replaced), noting `nameOf(props)` in `names` at each render. Made in
 * `vi.hoisted`, for the `vi.mock` factories that wrap a library's or a feature's component:
 * `const rendered = await vi.hoisted(async () => (await import('@/test/renderLog')).renderLog());`
 */
export function renderLog() {
  const names: string[] = [];
  function watched<P extends object>(Real: ComponentType<P>, nameOf: (props: P) => unknown) {
    return function Watched(props: P) {
      names.push(String(nameOf(props)));
      return <Real {...props} />;
    };
  }
  return { names, watched };
}
