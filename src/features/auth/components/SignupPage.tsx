import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { z } from '@/shared/zod';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useSignupMutation } from '../api';
import { SEND_LINK_FAILED_MESSAGE, sendSignInLink } from '../linkSender';
import { AuthCard } from './AuthCard';
import { useSignedInHome } from './useSignedInHome';
import { LinkRequestForm } from './LinkRequestForm';
import { emailSchema, personNameSchema } from './schemas';
import { useIdentityProvider } from './useIdentityProvider';

const schema = z.object({
  name: personNameSchema('nombre'),
  lastName: personNameSchema('apellido'),
  email: emailSchema,
});
type FormValues = z.infer<typeof schema>;

/** `/signup`: a candidate account (name, last name, e-mail); then the sign-in link is sent. */
export function SignupPage() {
  const home = useSignedInHome();
  const { provider, ready } = useIdentityProvider();
  const [signup] = useSignupMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', lastName: '', email: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const submission = useFormSubmission<FormValues>({
    form,
    fallback: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
    // The address already has an account: the field says so, and takes the focus.
    onConflict: (error) => {
      setError('email', { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => {
      if (error.code !== 'email_taken') return error.message;
      setError('email', { message: error.message }, { shouldFocus: true });
      return null;
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Loads while the account is created.
    const identity = ready();
    const created = await submission.run(() => signup(values).unwrap());
    if (!created.ok) return;
    try {
      await sendSignInLink(await identity, values.email);
      setSentTo(values.email);
    } catch {
      submission.fail(
        `Tu cuenta fue creada, pero ${SEND_LINK_FAILED_MESSAGE.charAt(0).toLowerCase()}${SEND_LINK_FAILED_MESSAGE.slice(1)} Luego ingresa desde "Ingresar".`,
      );
    }
  });

  // The page is for visitors: a signed-in user goes to their app home.
  if (home && !sentTo) return <Navigate to={home.path} replace />;
  return (
    <AuthCard
      title="Crear cuenta"
      lead="Crea tu cuenta de candidato: te enviaremos un enlace para ingresar."
    >
      <LinkRequestForm
        sentTo={sentTo}
        note={provider?.sentLinkNote}
        onRestart={() => setSentTo(null)}
        label="Crear cuenta de candidato"
        onSubmit={onSubmit}
      >
        {submission.failureAlert}
        <TextField
          {...register('name')}
          label="Nombre"
          autoComplete="given-name"
          autoFocus
          required
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('lastName')}
          label="Apellido"
          autoComplete="family-name"
          required
          error={!!errors.lastName}
          helperText={errors.lastName?.message}
        />
        <TextField
          {...register('email')}
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </LinkRequestForm>
      <Typography variant="body2" color="text.secondary">
        ¿Ya tienes cuenta?{' '}
        <Link component={RouterLink} to="/login">
          Ingresa con tu correo
        </Link>
      </Typography>
    </AuthCard>
  );
}
