import { useMemo, type ReactElement } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

/**
 * react-hook-form's `Controller`, rendering its field again only when the field's value or
 * error change, or when the component around renders again (a new `render`). A `Controller`
 * also renders at changes of the form's state that only concern its neighbours: in a list of
 * items (`useFieldArray`), each one of every item, whenever an item is added, moved or
 * removed. `render` gets the field and its error message.
 */
export function SteadyController<V extends FieldValues, N extends Path<V>>({
  control,
  name,
  render,
}: {
  control: Control<V>;
  name: N;
  render: (field: ControllerRenderProps<V, N>, error: string | undefined) => ReactElement;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return useMemo(() => render(field, error), [render, field, error]);
}
