import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { AccountFields, type ProfileField } from './AccountFields';
import { useProfileEdit, type ProfileEditOptions } from './useProfileEdit';

type Edit<V extends FieldValues, B extends object> = ReturnType<typeof useProfileEdit<V, B>>;

interface Props<V extends FieldValues, B extends object> extends ProfileEditOptions<V, B> {
  /** The profile's own fields, as `Grid` items after the name and e-mail. */
  children: (edit: Edit<V, B>) => ReactNode;
  /** A line under the fields. */
  note?: ReactNode;
}

/**
 * A profile form, edited with `useProfileEdit`: its error summary and alerts, the name and
 * e-mail, its own fields, "Guardar" and "Descartar".
 */
export function ProfileFormFrame<V extends FieldValues, B extends object>({
  children,
  note,
  ...options
}: Props<V, B>) {
  const edit = useProfileEdit(options);
  const { errors, isSubmitting, isDirty, submitCount } = edit.form.formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={edit.onSubmit}
      aria-label="Editar perfil"
    >
      <ErrorSummary items={errorSummaryItems(errors, edit.labels)} attempt={submitCount} />
      {edit.alerts}
      <Grid container spacing={2}>
        {/* Every profile's values have a name, a last name, a headline and a phone. */}
        <AccountFields
          field={edit.field as unknown as ProfileField}
          email={options.details.email}
        />
        {children(edit)}
      </Grid>
      {note}
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
        <Button
          type="button"
          variant="text"
          disabled={!isDirty || isSubmitting}
          onClick={edit.discard}
        >
          Descartar cambios
        </Button>
      </Stack>
    </Stack>
  );
}
