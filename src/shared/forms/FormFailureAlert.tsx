import Alert from '@mui/material/Alert';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A form's failure (e.g. "No se pudo guardar el perfil"), shown where the user is looking:
 * when it appears, and again after each failed submit (`attempt` changes), it is scrolled
 * into view and focused, so that a user at the bottom of a long form, or on a phone, sees it
 * and a screen reader reads it. `focus={false}` when something else takes the focus (the
 * error summary of the fields the server refused). The form keeps what was typed; this only
 * tells what happened.
 */
export function FormFailureAlert({
  children,
  attempt,
  focus = true,
}: {
  children: ReactNode;
  /** Changes on each failed submit: the same message again is shown again. */
  attempt?: number;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const element = ref.current;
    if (!element || !focus) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [text, attempt, focus]);
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      data-testid="form-failure"
      sx={{ scrollMarginTop: 80, scrollMarginBottom: 80 }}
    >
      {children}
    </Alert>
  );
}
