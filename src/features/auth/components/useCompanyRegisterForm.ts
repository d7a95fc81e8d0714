import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useRegisterCompanyMutation } from '../api';
import type { IdentityProvider } from '../identity/types';
import { SEND_LINK_FAILED_MESSAGE, sendSignInLink } from '../linkSender';
import {
  FIELD_OF_CONFLICT,
  FIELD_OF_DETAIL,
  schema,
  type FormOutput,
  type FormValues,
} from './companyRegisterForm';

/**
 * The company registration: the company and its admin are created, then the admin is sent
 * the sign-in link (`onSent` with the address). A name, tax id or e-mail already registered
 * is said on its field.
 */
export function useCompanyRegisterForm(
  ready: () => Promise<IdentityProvider>,
  onSent: (email: string) => void,
) {
  const [registerCompany] = useRegisterCompanyMutation();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
    defaultValues: {
      companyName: '',
      legalName: '',
      taxId: '',
      industry: '' as FormValues['industry'],
      size: '' as FormValues['size'],
      country: '',
      city: '',
      website: '',
      name: '',
      lastName: '',
      email: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submission = useFormSubmission<FormValues>({
    form,
    summary: true,
    fallback: 'No se pudo registrar la empresa. Inténtalo de nuevo.',
    fieldOf: (key) => FIELD_OF_DETAIL[key] ?? null,
    // A name or tax id already registered: the field says so, and takes the focus.
    onConflict: (error) => {
      const taken = error.code ? FIELD_OF_CONFLICT[error.code] : undefined;
      if (!taken) return false;
      setError(taken, { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => error.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    // Loads while the account is created.
    const identity = ready();
    const registered = await submission.run(() =>
      registerCompany({
        company: {
          name: values.companyName,
          legalName: values.legalName || undefined,
          taxId: values.taxId,
          industry: values.industry,
          size: values.size,
          country: values.country,
          city: values.city,
          website: values.website || null,
        },
        admin: { name: values.name, lastName: values.lastName, email: values.email },
      }).unwrap(),
    );
    if (!registered.ok) return;
    try {
      await sendSignInLink(await identity, values.email);
      onSent(values.email);
    } catch {
      submission.fail(
        `La empresa fue registrada, pero no pudimos enviar el enlace de acceso. ${SEND_LINK_FAILED_MESSAGE}`,
      );
    }
  });

  const field = (name: keyof FormValues) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  return { form, field, onSubmit, failureAlert: submission.failureAlert };
}
