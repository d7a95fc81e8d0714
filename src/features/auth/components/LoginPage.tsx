import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { z } from '@/shared/zod';
import { fieldProps } from '@/shared/forms/fieldProps';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { safeRedirect } from '../guards';
import {
  SEND_LINK_FAILED_MESSAGE,
  UNREGISTERED_EMAIL_MESSAGE,
  UnregisteredEmailError,
  sendSignInLink,
} from '../linkSender';
import { AuthCard } from './AuthCard';
import { OtherWayIn } from './OtherWayIn';
import { EmailField } from '@/shared/forms/EmailField';
import { LinkRequestForm } from './LinkRequestForm';
import { emailSchema } from './schemas';
import { useLinkRequest } from './useLinkRequest';

const schema = z.object({ email: emailSchema });
type FormValues = z.infer<typeof schema>;

/**
 * `/login`: e-mail field, the link is sent; `redirect` is kept through the link. A new address
 * (another `redirect`, or the same page reached again) starts a fresh form: no stale alert.
 */
export function LoginPage() {
  const location = useLocation();
  return <LoginForm key={`${location.pathname}${location.search}`} />;
}

function LoginForm() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const request = useLinkRequest();
  const [unregistered, setUnregistered] = useState(false);
  const submission = useFormSubmission({ fallback: SEND_LINK_FAILED_MESSAGE });
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = fieldProps(form);

  if (request.leaveFor) return <Navigate to={redirect ?? request.leaveFor.path} replace />;

  const onSubmit = handleSubmit(async ({ email }) => {
    setUnregistered(false);
    const sent = await submission.run(async () => {
      try {
        await sendSignInLink(await request.ready(), email, redirect);
        return true;
      } catch (error) {
        // Not a failure: the address has no account yet (the warning offers to create one).
        if (error instanceof UnregisteredEmailError) return false;
        throw error;
      }
    });
    if (!sent.ok) return;
    if (sent.value) request.sent(email);
    else setUnregistered(true);
  });

  return (
    <AuthCard
      title="Ingresar"
      lead="Te enviaremos un enlace de acceso a tu correo electrónico. Sin contraseñas."
    >
      <LinkRequestForm
        request={request}
        label="Ingresar con tu correo"
        onSubmit={onSubmit}
        submit={{
          label: 'Enviar enlace de acceso',
          pendingLabel: 'Enviando...',
          pending: isSubmitting,
        }}
      >
        {unregistered ? (
          <Alert
            severity="warning"
            action={
              <Button
                component={RouterLink}
                to="/signup"
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
              >
                Crear cuenta
              </Button>
            }
          >
            {UNREGISTERED_EMAIL_MESSAGE}
          </Alert>
        ) : null}
        {submission.failureAlert}
        <EmailField {...field('email')} autoFocus />
      </LinkRequestForm>
      <Stack spacing={0.5}>
        <OtherWayIn question="¿No tienes cuenta?" to="/signup">
          Crear cuenta de candidato
        </OtherWayIn>
        <OtherWayIn question="¿Buscas talento?" to="/company/register">
          Registrar empresa
        </OtherWayIn>
      </Stack>
    </AuthCard>
  );
}
