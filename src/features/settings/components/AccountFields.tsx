import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';

type FieldProps = Parameters<typeof PersonNameFields>[0]['field'];

/**
 * The head of every profile, in its `Grid container`: "Nombre" and "Apellido", and the e-mail
 * the user signs in with (shown, not edited here).
 */
export function AccountFields({ field, email }: { field: FieldProps; email: string }) {
  return (
    <>
      <PersonNameFields field={field} />
      <Grid size={12}>
        <TextField
          label="Correo electrónico"
          value={email}
          slotProps={{ input: { readOnly: true } }}
          helperText="Es el correo con el que ingresas; no se puede cambiar aquí."
        />
      </Grid>
    </>
  );
}
