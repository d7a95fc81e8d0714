import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { RouterLink } from '@/shared/navigation';
import { z } from '@/shared/zod';
import { isApiError } from '@/app/api';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', lastName: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // Loads while the account is created.
    const identity = ready();
    try {
      await signup(values).unwrap();
    } catch (error) {
      if (isApiError(error) && (error.code === 'email_taken' || error.status === 409)) {
        setError('email', { message: error.message }, { shouldFocus: true });
      } else if (isApiError(error) && error.details) {
        for (const [field, message] of Object.entries(error.details)) {
          if (field in values) setError(field as keyof FormValues, { message });
        }
        setFailure(error.message);
      } else {
        setFailure(
          isApiError(error) ? error.message : 'No se pudo crear la cuenta. Inténtalo de nuevo.',
        );
      }
      return;
    }
    try {
      await sendSignInLink(await identity, values.email);
      setSentTo(values.email);
    } catch {
      setFailure(
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
        {failure ? <FormFailureAlert>{failure}</FormFailureAlert> : null}
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
