import Alert from '@mui/material/Alert';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A form's failure (e.g. "No se pudo guardar el perfil"), shown where the user is looking:
 * when it appears (or changes) it is scrolled into view and focused, so that a user at the
 * bottom of a long form, or on a phone, sees it and a screen reader reads it. The form
 * keeps what was typed; this only tells what happened.
 */
export function FormFailureAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  }, [text]);
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ scrollMarginTop: 80 }}>
      {children}
    </Alert>
  );
}
