import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface Props<V extends FieldValues> {
  control: Control<V>;
  /** A field holding a list of strings. */
  name: Path<V>;
  label: string;
  /** What the field says while it has no error (given the count of entries, e.g. "3/20"). */
  helperText: string | ((count: number) => string);
  /** The entries kept from what was typed (default: no blanks, no repeats ignoring case). */
  unique?: (values: string[]) => string[];
}

/** Without blanks and repeats (ignoring case and surrounding spaces), the last spelling kept. */
function uniqueTexts(values: string[]): string[] {
  return [...new Map(values.map((v) => [v.trim().toLowerCase(), v.trim()])).values()].filter(
    Boolean,
  );
}

/** The first message among a list's per-item errors. */
function itemMessage(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find(Boolean)?.message;
}

/** A list of free texts (skills, tags) typed one by one and shown as chips. */
export function ChipsField<V extends FieldValues>({
  control,
  name,
  label,
  helperText,
  unique = uniqueTexts,
}: Props<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={f.value as string[]}
          onChange={(_event, value) => f.onChange(unique(value))}
          onBlur={f.onBlur}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={option} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={f.name}
              inputRef={f.ref}
              label={label}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                itemMessage(fieldState.error) ??
                (typeof helperText === 'string'
                  ? helperText
                  : helperText((f.value as string[]).length))
              }
            />
          )}
        />
      )}
    />
  );
}
