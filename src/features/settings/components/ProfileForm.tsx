import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UserDetails } from '@/features/auth';
import { ChipsField } from '@/shared/forms/ChipsField';
import { useUpdateProfileMutation } from '../api';
import { CANDIDATE_PROFILE } from '../profileForm';
import { AccountFields } from './AccountFields';
import { ProfileFormFrame } from './ProfileFormFrame';
import { useProfileEdit } from './useProfileEdit';

/** The candidate's profile: name, contact, place, about and skills. */
export function ProfileForm({ details }: { details: UserDetails }) {
  const [updateProfile] = useUpdateProfileMutation();
  const edit = useProfileEdit({
    ...CANDIDATE_PROFILE,
    details,
    save: (body) => updateProfile(body).unwrap(),
  });
  const { field } = edit;

  return (
    <ProfileFormFrame edit={edit}>
      <Grid container spacing={2}>
        <AccountFields field={field} email={details.email} />
        <Grid size={12}>
          <TextField
            {...field('headline')}
            label="Titular"
            placeholder="Ej.: Desarrolladora frontend con 5 años de experiencia"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone')} label="Teléfono" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('linkedinUrl')}
            label="LinkedIn"
            type="url"
            placeholder="https://www.linkedin.com/in/..."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('city')} label="Ciudad" autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('country')} label="País" autoComplete="country-name" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('about')} label="Acerca de mí" multiline minRows={3} />
        </Grid>
        <Grid size={12}>
          <ChipsField
            control={edit.form.control}
            name="skills"
            label="Habilidades"
            helperText="Escribe una habilidad y presiona Enter. Se usan para recomendarte ofertas."
          />
        </Grid>
      </Grid>
    </ProfileFormFrame>
  );
}
