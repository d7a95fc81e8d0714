import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The props of one field as the form registers it (name, ref, handlers, error, helper). */
type FieldProps = (name: 'name' | 'lastName') => TextFieldProps;

interface Props {
  field: FieldProps;
  /** `grid` (default): side by side from `sm` up, in a `Grid container`; `stack`: one a row. */
  layout?: 'grid' | 'stack';
  autoFocus?: boolean;
  /** Another person's name (an invitation): the browser does not offer the user's own. */
  someoneElse?: boolean;
}

const PARTS = [
  { key: 'name', label: 'Nombre', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
] as const;

/** "Nombre" and "Apellido" of a person (their schema: `personNameShape`). */
export function PersonNameFields({ field, layout = 'grid', autoFocus, someoneElse }: Props) {
  return PARTS.map(({ key, label, autoComplete }, index) => {
    const input = (
      <TextField
        key={key}
        {...field(key)}
        label={label}
        required
        autoComplete={someoneElse ? 'off' : autoComplete}
        autoFocus={autoFocus && index === 0}
      />
    );
    return layout === 'stack' ? (
      input
    ) : (
      <Grid key={key} size={{ xs: 12, sm: 6 }}>
        {input}
      </Grid>
    );
  });
}
