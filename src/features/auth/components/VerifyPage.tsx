import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { z } from '@/shared/zod';
import { useSessionStore as useAppStore } from '../sessionStore';
import { PendingIndicator } from '@/shared/feedback';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { fieldProps } from '@/shared/forms/fieldProps';
import { loginPathFor, safeRedirect } from '../guards';
import { identityErrorCode, type IdentityProvider } from '../identity/types';
import { homePathFor } from '../roles';
import { EMAIL_FOR_SIGN_IN_KEY } from '../session/constants';
import { startingSession } from '../session/current';
import { AuthCard } from './AuthCard';
import { EmailField } from '@/shared/forms/EmailField';
import { EMAIL_INVALID } from './schemas';
import { useIdentityProvider } from './useIdentityProvider';

export const INVALID_LINK_MESSAGE = 'El link no es válido';
export const USED_LINK_MESSAGE =
  'El link no es válido: ya fue utilizado o expiró. Solicita uno nuevo para ingresar.';
export const EMAIL_REQUIRED_MESSAGE = 'Es necesario proporcionar un email para ingresar';
export const CONFIRM_EMAIL_PROMPT = 'Por favor, confirme su correo electrónico';
export const EMAIL_MISMATCH_MESSAGE =
  'El correo no coincide con el del enlace. Revísalo e inténtalo de nuevo.';
export const SIGN_IN_FAILED_MESSAGE = 'No se pudo completar el ingreso. Inténtalo de nuevo.';

const confirmSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED_MESSAGE).pipe(z.email(EMAIL_INVALID)),
});
type ConfirmValues = z.infer<typeof confirmSchema>;

type Step =
  | { kind: 'checking' }
  | { kind: 'needEmail'; error?: string; email?: string }
  | { kind: 'failed'; message: string };

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

function forgetStoredEmail() {
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * `/auth/verify`: the target of the e-mail link (product spec §4): check the link, take the
 * address from the link, else local storage, else ask for it; sign in; forget the stored
 * address; validate the session; land on `redirect` or the role's home.
 */
export function VerifyPage() {
  const { provider } = useIdentityProvider();
  const location = useLocation();
  const navigate = useNavigate();
  const store = useAppStore();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const started = useRef(false);
  const link = `${window.location.origin}${location.pathname}${location.search}`;
  const params = new URLSearchParams(location.search);
  const redirect = safeRedirect(params.get('redirect'));

  const complete = async (identity: IdentityProvider, email: string) => {
    setStep({ kind: 'checking' });
    try {
      await identity.signInWithLink(email, link);
    } catch (error) {
      const code = identityErrorCode(error);
      if (code === 'auth/invalid-email') {
        setStep({ kind: 'needEmail', error: EMAIL_MISMATCH_MESSAGE, email });
      } else if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code') {
        setStep({ kind: 'failed', message: USED_LINK_MESSAGE });
      } else if (code === 'auth/argument-error') {
        setStep({ kind: 'failed', message: INVALID_LINK_MESSAGE });
      } else {
        console.error('Sign-in with the e-mail link failed', error);
        setStep({ kind: 'failed', message: SIGN_IN_FAILED_MESSAGE });
      }
      return;
    }
    forgetStoredEmail();
    // The session code loads beside the first screen: wait for it rather than take its
    // absence for a failed sign-in.
    const starting = startingSession(store);
    const outcome = starting ? await (await starting).sync() : 'signedOut';
    if (outcome === 'signedIn') {
      navigate(redirect ?? homePathFor(store.getState().session.claims?.roles), { replace: true });
    } else {
      // Inconsistent session or claims that cannot be read: the message is on screen already.
      navigate(redirect ? loginPathFor(redirect) : '/login', { replace: true });
    }
  };

  useEffect(() => {
    if (!provider || started.current) return;
    started.current = true;
    void Promise.resolve().then(() => {
      if (!provider.isSignInLink(link)) {
        setStep({ kind: 'failed', message: INVALID_LINK_MESSAGE });
        return;
      }
      const email = params.get('email')?.trim() || storedEmail();
      if (!email) {
        setStep({ kind: 'needEmail' });
        return;
      }
      void complete(provider, email);
    });
    // Runs once per visit of the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);

  if (step.kind === 'checking') {
    return (
      <AuthCard title="Ingresando">
        <PendingIndicator />
      </AuthCard>
    );
  }
  if (step.kind === 'failed') {
    return (
      <AuthCard title="No pudimos completar el ingreso">
        <Alert severity="error">{step.message}</Alert>
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          Solicitar un nuevo enlace
        </Button>
      </AuthCard>
    );
  }
  return (
    <ConfirmEmailForm
      error={step.error}
      defaultEmail={step.email ?? ''}
      onSubmit={(email) => {
        if (provider) void complete(provider, email);
      }}
    />
  );
}

function ConfirmEmailForm({
  error,
  defaultEmail,
  onSubmit,
}: {
  error?: string;
  defaultEmail: string;
  onSubmit: (email: string) => void;
}) {
  const form = useForm<ConfirmValues>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { email: defaultEmail },
  });
  const { handleSubmit } = form;
  const field = fieldProps(form);
  return (
    <AuthCard title="Confirma tu correo" lead={CONFIRM_EMAIL_PROMPT}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="Confirmar correo electrónico"
        onSubmit={handleSubmit(({ email }) => onSubmit(email))}
      >
        {error ? <FormFailureAlert>{error}</FormFailureAlert> : null}
        <EmailField
          {...field('email')}
          autoFocus
          helperText={
            form.formState.errors.email?.message ?? 'El mismo correo al que enviamos el enlace.'
          }
        />
        <Button type="submit" variant="contained" size="large">
          Ingresar
        </Button>
      </Stack>
    </AuthCard>
  );
}
