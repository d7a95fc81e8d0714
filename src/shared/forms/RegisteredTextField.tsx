import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { memo, useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormMethods } from './formMethods';

const SteadyTextField = memo(TextField);

type Props<V extends FieldValues> = Omit<TextFieldProps, 'name'> & { name: Path<V> };

/**
 * A text field registered with the form around it (`FormMethodsProvider`) that renders again only when
 * its own props change, not whenever the form does. Made for long forms of many self-sizing
 * text boxes (`multiline`): MUI measures such a box at each render, reading and writing the
 * layout, so a form rendering thirty of them for one added stage took over a second under a
 * 4x CPU slowdown (`npm run bench:interactions`). Give it props that keep their identity
 * between renders (strings, numbers, booleans; no inline objects or elements).
 */
export function RegisteredTextField<V extends FieldValues>({ name, ...props }: Props<V>) {
  const { register } = useFormMethods<V>();
  // One registration per field (its handlers and ref keep their identity).
  const registration = useMemo(() => register(name), [register, name]);
  return <SteadyTextField {...registration} {...props} />;
}
