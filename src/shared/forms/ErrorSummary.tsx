import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { errorSummaryTitle, fieldControl, type ErrorSummaryItem } from './errorSummaryItems';

/** The field's control in the summary's form, or anywhere on the page (a group beside it). */
function controlOf(summary: HTMLElement, name: string): HTMLElement | null {
  const form = summary.closest('form');
  return (form ? fieldControl(form, name) : null) ?? fieldControl(document, name);
}

/**
 * The errors of a form on top of it after a failed submit (WCAG 3.3.1, 3.3.3): a title with
 * their count and one link per field, in the form's order, that moves the focus to the
 * field. The summary takes the focus after each failed submit (`attempt` changes and there
 * are errors), so a keyboard or screen-reader user hears what to fix at once; what was typed
 * stays. Nothing is drawn while there is no error.
 */
export function ErrorSummary({
  items,
  attempt,
}: {
  items: readonly ErrorSummaryItem[];
  /** Changes on each submit (react-hook-form's `submitCount`). */
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const count = items.length;
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  useEffect(() => {
    const element = ref.current;
    if (attempt === 0 || !element) return;
    // A form that already put the focus on the one field to fix (a server's conflict) keeps it.
    const active = document.activeElement;
    if (latest.current.some((item) => controlOf(element, item.name) === active)) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
    // Only a new submit moves the focus, not an error fixed while typing.
  }, [attempt]);

  if (attempt === 0 || count === 0) return null;
  const go = (name: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const control = ref.current ? controlOf(ref.current, name) : null;
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  };
  return (
    <Alert
      ref={ref}
      severity="error"
      // Read when it takes the focus (a named region), not as a second alert beside the form's.
      role="region"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="error-summary"
      sx={{ scrollMarginTop: 80 }}
    >
      <AlertTitle id={titleId}>{errorSummaryTitle(count)}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {items.map((item) => (
          <li key={item.name}>
            <Link href={`#${item.name}`} onClick={go(item.name)} color="inherit">
              {item.label ? `${item.label}: ${item.message}` : item.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
