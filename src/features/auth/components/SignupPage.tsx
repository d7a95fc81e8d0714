import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { z } from '@/shared/zod';
import { fieldProps } from '@/shared/forms/fieldProps';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useSignupMutation } from '../api';
import { SEND_LINK_FAILED_MESSAGE } from '../linkSender';
import { AuthCard } from './AuthCard';
import { OtherWayIn } from './OtherWayIn';
import { EmailField } from '@/shared/forms/EmailField';
import { LinkRequestForm } from './LinkRequestForm';
import { emailSchema, personNameShape } from './schemas';
import { useLinkRequest } from './useLinkRequest';

const schema = z.object({ ...personNameShape, email: emailSchema });
type FormValues = z.infer<typeof schema>;

/** `/signup`: a candidate account (name, last name, e-mail); then the sign-in link is sent. */
export function SignupPage() {
  const request = useLinkRequest();
  const [signup] = useSignupMutation();
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', lastName: '', email: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = fieldProps(form);
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

  const onSubmit = handleSubmit((values) =>
    request.createThenSend(
      submission,
      () => signup(values).unwrap(),
      values.email,
      `Tu cuenta fue creada, pero ${SEND_LINK_FAILED_MESSAGE.charAt(0).toLowerCase()}${SEND_LINK_FAILED_MESSAGE.slice(1)} Luego ingresa desde "Ingresar".`,
    ),
  );

  // The page is for visitors: a signed-in user goes to their app home.
  if (request.leaveFor) return <Navigate to={request.leaveFor.path} replace />;
  return (
    <AuthCard
      title="Crear cuenta"
      lead="Crea tu cuenta de candidato: te enviaremos un enlace para ingresar."
    >
      <LinkRequestForm
        request={request}
        label="Crear cuenta de candidato"
        onSubmit={onSubmit}
        submit={{ label: 'Crear cuenta', pendingLabel: 'Creando cuenta...', pending: isSubmitting }}
      >
        {submission.failureAlert}
        <PersonNameFields field={field} layout="stack" autoFocus />
        <EmailField {...field('email')} />
      </LinkRequestForm>
      <OtherWayIn question="¿Ya tienes cuenta?" to="/login">
        Ingresa con tu correo
      </OtherWayIn>
    </AuthCard>
  );
}
