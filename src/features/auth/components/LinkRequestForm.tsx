import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { LinkSentNotice } from './LinkSentNotice';

interface Props {
  /** The address the link went to; the form is replaced by the notice once it is set. */
  sentTo: string | null;
  /** The identity provider's note shown with the notice. */
  note?: string;
  /** "Use another address": back to the form, with what was typed. */
  onRestart: () => void;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  spacing?: number;
  children: ReactNode;
}

/** The form of a screen that ends by sending a sign-in link, then the "Revisa tu correo" notice. */
export function LinkRequestForm({
  sentTo,
  note,
  onRestart,
  label,
  onSubmit,
  spacing = 2,
  children,
}: Props) {
  if (sentTo) return <LinkSentNotice email={sentTo} note={note} onRestart={onRestart} />;
  return (
    <Stack component="form" noValidate spacing={spacing} onSubmit={onSubmit} aria-label={label}>
      {children}
    </Stack>
  );
}
