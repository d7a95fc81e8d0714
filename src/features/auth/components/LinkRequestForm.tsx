import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { LinkSentNotice } from './LinkSentNotice';
import type { LinkRequest } from './useLinkRequest';

interface Props {
  /** The screen's request: once the link is sent, the form is replaced by the notice. */
  request: LinkRequest;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text, and its text while the request is under way. */
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The button at the start of the row from `sm` up (a wide form), not across it. */
  startButton?: boolean;
  spacing?: number;
  children: ReactNode;
}

/** The form of a screen that ends by sending a sign-in link, then the "Revisa tu correo" notice. */
export function LinkRequestForm({
  request,
  label,
  onSubmit,
  submit,
  startButton = false,
  spacing = 2,
  children,
}: Props) {
  const { sentTo, note, sent } = request;
  // "Use another address": back to the form, with what was typed.
  if (sentTo) return <LinkSentNotice email={sentTo} note={note} onRestart={() => sent(null)} />;
  return (
    <Stack component="form" noValidate spacing={spacing} onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submit.pending}
        sx={startButton ? { alignSelf: { sm: 'flex-start' } } : undefined}
      >
        {submit.pending ? submit.pendingLabel : submit.label}
      </Button>
    </Stack>
  );
}
