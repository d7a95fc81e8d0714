import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';

/** The props of a profile's field as the form registers it. */
export type ProfileField = (name: 'name' | 'lastName' | 'headline' | 'phone') => TextFieldProps;

/**
 * The head of every profile, in its `Grid container`: "Nombre" and "Apellido", and the e-mail
 * the user signs in with (shown, not edited here).
 */
export function AccountFields({ field, email }: { field: ProfileField; email: string }) {
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

interface HeadlineProps {
  field: ProfileField;
  /** "Titular" (a candidate, the whole row) or "Cargo" (staff, half of it). */
  label: string;
  placeholder: string;
  wide?: boolean;
}

/** The headline and the phone, which every profile asks after the name. */
export function HeadlineAndPhone({ field, label, placeholder, wide }: HeadlineProps) {
  return (
    <>
      <Grid size={wide ? 12 : { xs: 12, sm: 6 }}>
        <TextField {...field('headline')} label={label} placeholder={placeholder} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('phone')} label="Teléfono" type="tel" autoComplete="tel" />
      </Grid>
    </>
  );
}
