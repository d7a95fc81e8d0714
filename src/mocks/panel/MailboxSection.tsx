import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { mockIdentity, type MailMessage } from '../identity';

const timeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'short', timeStyle: 'medium' });

/** Demo panel section "Buzón": the e-mails the mock identity provider sent. */
export function MailboxSection() {
  const identity = mockIdentity();
  const [messages, setMessages] = useState<MailMessage[]>(() => identity.mailbox());
  useEffect(
    () => identity.subscribeMailbox(() => setMessages([...identity.mailbox()])),
    [identity],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Los correos que el proveedor de identidad simulado envió. Cada enlace sirve una sola vez.
      </Typography>
      {messages.length === 0 ? (
        <Typography color="text.secondary">
          No hay correos. Pide un enlace en «Ingresar» o usa la sección Personas.
        </Typography>
      ) : (
        <List disablePadding aria-label="Correos enviados">
          {messages.map((message) => (
            <ListItem
              key={message.id}
              disableGutters
              divider
              sx={{ display: 'block', py: 1.5 }}
              data-testid="mailbox-message"
            >
              <Typography variant="subtitle2">{message.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                Para: {message.to}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {timeFormat.format(new Date(message.sentAt))}
              </Typography>
              <Link href={message.link} sx={{ display: 'inline-block', mt: 0.5, fontWeight: 500 }}>
                Abrir enlace de acceso
              </Link>
              {message.used ? (
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  (ya utilizado)
                </Typography>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      {messages.length > 0 ? (
        <Button
          variant="outlined"
          onClick={() => identity.clearMailbox()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Vaciar buzón
        </Button>
      ) : null}
    </Stack>
  );
}
