import TextField from '@mui/material/TextField';

/** The e-mail the user signs in with: shown, not edited here. */
export function EmailField({ email }: { email: string }) {
  return (
    <TextField
      label="Correo electrónico"
      value={email}
      slotProps={{ input: { readOnly: true } }}
      helperText="Es el correo con el que ingresas; no se puede cambiar aquí."
    />
  );
}
