import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PERSONAS, type Persona } from '../db';
import { mockIdentity } from '../identity';

/**
 * Demo panel section "Personas": "Entrar como <nombre>" does a real sign-in: the mock
 * identity provider sends the link to the persona's mailbox, and the page opens it, so the
 * app's own verify screen and session code run as for any user.
 */
export function PersonasSection() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signInAs = async (persona: Persona) => {
    setBusy(persona.key);
    setError(null);
    try {
      const identity = mockIdentity();
      const url = new URL('/auth/verify', window.location.origin);
      url.searchParams.set('email', persona.email);
      // From the login page, keep where the visitor was going (as the login form does).
      const redirect =
        window.location.pathname === '/login'
          ? new URLSearchParams(window.location.search).get('redirect')
          : null;
      if (redirect) url.searchParams.set('redirect', redirect);
      await identity.sendSignInLink(persona.email, { url: url.toString() });
      const message = identity.mailbox().find((m) => m.to === persona.email);
      if (!message) throw new Error('No llegó el correo');
      window.location.assign(message.link);
    } catch (failure) {
      setBusy(null);
      setError(
        `No se pudo enviar el enlace a ${persona.email}: ${String((failure as Error).message ?? failure)}`,
      );
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        Ingresa con una persona de demostración: se envía el enlace a su correo y se abre, como lo
        haría un usuario.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {PERSONAS.map((persona) => (
        <Paper key={persona.key} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Stack spacing={0.75}>
            <Typography variant="subtitle2">{persona.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {persona.description}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {persona.email}
            </Typography>
            <Button
              variant="contained"
              size="small"
              disabled={busy !== null}
              onClick={() => void signInAs(persona)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {`Entrar como ${persona.name}`}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
