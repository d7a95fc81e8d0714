import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

/** The conflict's message: scrolled into view and focused when it appears. */
export function ConflictAlert({
  severity,
  title,
  action,
  children,
}: {
  severity: 'warning' | 'info';
  title: string;
  action?: ReactElement;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      severity={severity}
      role="alert"
      tabIndex={-1}
      action={action}
      data-testid="version-conflict"
      sx={{ scrollMarginTop: 80, scrollMarginBottom: 80 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
