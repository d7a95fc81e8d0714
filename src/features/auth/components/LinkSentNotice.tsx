import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** Shown once the link is on its way. */
export function LinkSentNotice({
  email,
  note,
  onRestart,
}: {
  email: string;
  /** The identity provider's note (the mock one says where its mailbox is). */
  note?: string;
  onRestart: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <MarkEmailReadOutlined color="success" aria-hidden />
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          Revisa tu correo
        </Typography>
      </Stack>
      <Typography>
        Enviamos un enlace de acceso a <strong>{email}</strong>. Ábrelo en este dispositivo para
        ingresar; el enlace sirve una sola vez.
      </Typography>
      {note ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          {note}
        </Alert>
      ) : null}
      <Button variant="text" onClick={onRestart}>
        Usar otro correo
      </Button>
    </Stack>
  );
}
