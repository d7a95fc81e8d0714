import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An e-mail address field ("Correo electrónico"): a sign-in, a sign-up, an invitation. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      required
      slotProps={{ htmlInput: { inputMode: 'email' } }}
      {...props}
    />
  );
}
