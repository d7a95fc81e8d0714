import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import type { useProfileEdit } from './useProfileEdit';

interface Props<V extends FieldValues> {
  edit: ReturnType<typeof useProfileEdit<V, object>>;
  children: ReactNode;
}

/** A profile form: its error summary and alerts, its fields, "Guardar" and "Descartar". */
export function ProfileFormFrame<V extends FieldValues>({ edit, children }: Props<V>) {
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
      {children}
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
