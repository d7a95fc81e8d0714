import { useUpdateCompanyProfileMutation } from '../api';
import {
  COMPANY_FIELDS,
  COMPANY_LABELS,
  companyBody,
  companyFormValues,
  companySchema,
  conflictField,
} from '../companyForm';
import type { Company } from '../model';
import { useVersionedForm } from '@/shared/forms/useVersionedForm';

/**
 * The company profile's edit, as a versioned form; a name or tax id already taken is said on
 * its field, which takes the focus.
 */
export function useCompanyForm(company: Company) {
  const [updateCompany] = useUpdateCompanyProfileMutation();
  const edit = useVersionedForm({
    resource: company,
    schema: companySchema,
    toValues: companyFormValues,
    toBody: companyBody,
    labels: COMPANY_LABELS,
    draftKey: `talentia:form-draft:company:${company.id}`,
    changedMessage: 'Los datos de la empresa cambiaron mientras los editabas',
    savedMessage: 'Cambios guardados',
    save: ({ version, ...body }) =>
      updateCompany({ companyId: company.id, body: { ...body, version } }).unwrap(),
    fallback: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
    describe: (error) => `No se pudieron guardar los cambios. ${error.message}`,
    fieldOf: (key) => COMPANY_FIELDS.find((name) => name === key) ?? null,
    onConflict: (error) => {
      edit.form.setError(
        conflictField(error.message),
        { message: error.message },
        { shouldFocus: true },
      );
      return true;
    },
  });
  return edit;
}
