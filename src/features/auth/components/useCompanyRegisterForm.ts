import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldProps } from '@/shared/forms/fieldProps';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useRegisterCompanyMutation } from '../api';
import { SEND_LINK_FAILED_MESSAGE } from '../linkSender';
import {
  FIELD_OF_CONFLICT,
  FIELD_OF_DETAIL,
  schema,
  type FormOutput,
  type FormValues,
} from './companyRegisterForm';
import type { LinkRequest } from './useLinkRequest';

/**
 * The company registration: the company and its admin are created, then the admin is sent
 * the sign-in link (`request`, the screen's link request). A name, tax id or e-mail already registered
 * is said on its field.
 */
export function useCompanyRegisterForm(request: LinkRequest) {
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
  const { handleSubmit, setError } = form;

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

  const onSubmit = handleSubmit((values) =>
    request.createThenSend(
      submission,
      () =>
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
      values.email,
      `La empresa fue registrada, pero no pudimos enviar el enlace de acceso. ${SEND_LINK_FAILED_MESSAGE}`,
    ),
  );

  return { form, field: fieldProps(form), onSubmit, failureAlert: submission.failureAlert };
}
