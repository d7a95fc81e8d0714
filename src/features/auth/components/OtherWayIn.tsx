import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '@/shared/navigation';

/** Under a sign-in form, the other way in: "¿Ya tienes cuenta? Ingresa con tu correo". */
export function OtherWayIn({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Typography variant="body2" color="text.secondary">
      {question}{' '}
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Typography>
  );
}
