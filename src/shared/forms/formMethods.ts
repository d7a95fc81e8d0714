import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The methods of a form that keep their identity for the form's life. */
export type FormMethods<V extends FieldValues> = Pick<
  UseFormReturn<V>,
  'control' | 'register' | 'getValues' | 'setValue' | 'clearErrors'
>;

/** Filled by `FormMethodsProvider`. */
export const FormMethodsContext = createContext<FormMethods<FieldValues> | null>(null);

/** The methods of the form around (`FormMethodsProvider`). */
export function useFormMethods<V extends FieldValues>(): FormMethods<V> {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('useFormMethods needs a FormMethodsProvider around it');
  return methods as unknown as FormMethods<V>;
}

/**
 * Every error message under `errors` with its path, as one string: equal strings, equal
 * messages. react-hook-form changes its error objects in place, so their identity cannot tell
 * a memoised part of a form that its errors changed; this can.
 */
export function errorSignature(errors: unknown, path = ''): string {
  if (!errors || typeof errors !== 'object') return '';
  const record = errors as Record<string, unknown>;
  const own = typeof record.message === 'string' ? `${path}=${record.message};` : '';
  return (
    own +
    Object.keys(record)
      .filter((key) => key !== 'message' && key !== 'ref' && key !== 'type' && key !== 'types')
      .map((key) => errorSignature(record[key], `${path}.${key}`))
      .join('')
  );
}
