import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Props<V extends FieldValues, O extends string> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  options: readonly O[];
  /** What an option reads as (the option itself when not given). */
  optionLabel?: (option: O) => string;
  required?: boolean;
  /** What the field says under it while it has no error, from its value. */
  hint?: (value: O) => string;
}

/** A choice among fixed options, as a form field with its error. */
export function FormSelectField<V extends FieldValues, O extends string>({
  control,
  name,
  label,
  options,
  optionLabel = (option) => option,
  required,
  hint,
}: Props<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...rest }, fieldState }) => (
        <TextField
          {...rest}
          select
          label={label}
          required={required}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint?.(rest.value as O)}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
