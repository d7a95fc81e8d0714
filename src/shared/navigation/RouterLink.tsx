import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The route: a path, relative to the current route as React Router resolves it. */
  to: To;
  /** Replace the current history entry (by default only when it is the same location). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the app's routes: an `<a href>` that React Router navigates without a page
 * load, built on its `useHref` and `useLinkClickHandler` (as its documentation shows for custom
 * links). Pass it as a MUI component (`<Button component={RouterLink} to="/signup">`). A
 * modified click (new tab, download) and a `target` other than `_self` are left to the
 * browser. React Router's own `Link` also carries framework-mode prefetching and view
 * transitions this app does not use: ~2 kB gzip of the landing's initial JS (issue 15).
 */
export function RouterLink({
  to,
  replace,
  state,
  target,
  onClick,
  ref,
  children,
  ...rest
}: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}
