import { useMemo, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormMethodsContext, type FormMethods } from './formMethods';

/**
 * Puts a long form's methods in reach of its fields without rendering every field again at
 * each change of the form's state. react-hook-form's `FormProvider` hands its fields a new
 * value whenever `formState` changes (the first edit, an added item, each check after a
 * failed submit), so every field under it renders again: in the stage designer, adding a
 * stage rendered every other stage's pickers, radios and tooltips (`npm run
 * bench:interactions`). These methods never change; a part of the form that shows errors
 * gets them from the component that holds the form's state, and renders again only when its
 * own messages change (`errorSignature`).
 */
export function FormMethodsProvider<V extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<V>;
  children: ReactNode;
}) {
  const { control, register, getValues, setValue, clearErrors } = form;
  const methods = useMemo(
    () => ({ control, register, getValues, setValue, clearErrors }),
    [control, register, getValues, setValue, clearErrors],
  );
  return (
    <FormMethodsContext.Provider value={methods as unknown as FormMethods<FieldValues>}>
      {children}
    </FormMethodsContext.Provider>
  );
}
