import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends string> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  options: readonly T[];
  /** What each option reads as (the option itself when absent). */
  optionLabel?: (option: T) => string;
  /** The first option, for "no value" (a filter's «Todos»); absent, a value is required. */
  emptyLabel?: string;
};

/** A `TextField select` over a list of values, with an optional first "no value" option. */
export function SelectField<T extends string>({
  value,
  onChange,
  options,
  optionLabel = (option) => option,
  emptyLabel,
  size = 'small',
  ...field
}: Props<T>) {
  return (
    <TextField
      {...field}
      select
      size={size}
      value={value ?? ''}
      // "No value" reads as its option, under a raised label.
      slotProps={
        emptyLabel !== undefined
          ? {
              ...field.slotProps,
              select: { displayEmpty: true, ...field.slotProps?.select },
              inputLabel: { shrink: true, ...field.slotProps?.inputLabel },
            }
          : field.slotProps
      }
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
