import type { FieldValues } from 'react-hook-form';
import type { UserDetails } from '@/features/auth';
import { useVersionedForm, type VersionedFormOptions } from '@/shared/forms/useVersionedForm';

export type ProfileEditOptions<V extends FieldValues, B extends object> = Pick<
  VersionedFormOptions<UserDetails, V, B>,
  'schema' | 'toValues' | 'toBody' | 'labels' | 'save'
> & {
  details: UserDetails;
  /** The draft's name, kept per user (`profile`, `staff-profile`). */
  draft: string;
};

/**
 * A profile form (the candidate's or the staff's), edited as a versioned form: its draft is
 * kept per user, and a failed submit focuses the error summary.
 */
export function useProfileEdit<V extends FieldValues, B extends object>(
  options: ProfileEditOptions<V, B>,
) {
  const { details, draft, ...rest } = options;
  const edit = useVersionedForm({
    ...rest,
    resource: details,
    draftKey: `talentia:form-draft:${draft}:${details.id}`,
    changedMessage: 'Tu perfil cambió mientras lo editabas',
    savedMessage: 'Perfil actualizado',
    fallback: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
    describe: (error) => `No se pudo guardar el perfil: ${error.message}`,
    summary: true,
  });
  return {
    ...edit,
    alerts: (
      <>
        {edit.failureAlert}
        {edit.conflictAlert}
      </>
    ),
  };
}
