import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { mockIdentity } from '../identity';

const LIFETIMES = [
  { seconds: 3600, label: '1 hora (normal)' },
  { seconds: 600, label: '10 minutos' },
  { seconds: 120, label: '2 minutos' },
  { seconds: 45, label: '45 segundos' },
];

const timeFormat = new Intl.DateTimeFormat('es', { timeStyle: 'medium' });

/** Demo panel section "Sesión": who is signed in, token expiry, "Expirar token ahora". */
export function SessionSection() {
  const identity = mockIdentity();
  const [user, setUser] = useState(() => identity.currentUser());
  const [expiry, setExpiry] = useState(() => identity.tokenExpiry());
  const [lifetime, setLifetime] = useState(() => identity.tokenLifetimeSeconds());
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(
    () =>
      identity.onIdTokenChanged((next) => {
        setUser(next);
        setExpiry(identity.tokenExpiry());
      }),
    [identity],
  );

  const expire = async () => {
    const done = await identity.expireTokenNow();
    setExpiry(identity.tokenExpiry());
    setNotice(
      done
        ? 'El token actual expiró. La aplicación lo renovará en la próxima llamada a la API, sin cerrar la sesión.'
        : 'No hay una sesión iniciada.',
    );
  };

  return (
    <Stack spacing={2}>
      {user ? (
        <Typography variant="body2">
          Sesión de <strong>{user.email}</strong>. El token vence a las{' '}
          {expiry ? timeFormat.format(new Date(expiry)) : '—'}.
        </Typography>
      ) : (
        <Typography variant="body2">No hay una sesión iniciada.</Typography>
      )}
      <Button
        variant="contained"
        onClick={() => void expire()}
        disabled={!user}
        sx={{ alignSelf: 'flex-start' }}
      >
        Expirar token ahora
      </Button>
      {notice ? (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      ) : null}
      <TextField
        select
        label="Duración de los tokens nuevos"
        value={lifetime}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          identity.setTokenLifetimeSeconds(seconds);
          setLifetime(seconds);
        }}
        helperText="Se aplica al próximo token que emita el proveedor (ingreso o renovación)."
      >
        {LIFETIMES.map((option) => (
          <MenuItem key={option.seconds} value={option.seconds}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
