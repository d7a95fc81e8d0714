import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A text field's props as a form registers it: its registration (name, ref, handlers), whether
 * it is in error and the error's message as its helper text.
 */
export function fieldProps<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>) {
  return (name: Path<V>) => ({
    ...form.register(name),
    error: !!form.formState.errors[name],
    helperText: form.formState.errors[name]?.message as string | undefined,
  });
}
