import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The props of one field as the form registers it (name, ref, handlers, error, helper). */
type FieldProps = (name: 'name' | 'lastName') => TextFieldProps;

/**
 * "Nombre" and "Apellido", side by side from `sm` up, in a `Grid container` of the form
 * (their schema: `personNameShape`).
 */
export function PersonNameFields({ field }: { field: FieldProps }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('name')} label="Nombre" required autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('lastName')} label="Apellido" required autoComplete="family-name" />
      </Grid>
    </>
  );
}
