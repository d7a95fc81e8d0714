import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UserDetails } from '@/features/auth';
import { ChipsField } from '@/shared/forms/ChipsField';
import { useUpdateProfileMutation } from '../api';
import { CANDIDATE_PROFILE } from '../profileForm';
import { HeadlineAndPhone } from './AccountFields';
import { ProfileFormFrame } from './ProfileFormFrame';

/** The candidate's profile: name, contact, place, about and skills. */
export function ProfileForm({ details }: { details: UserDetails }) {
  const [updateProfile] = useUpdateProfileMutation();
  return (
    <ProfileFormFrame
      {...CANDIDATE_PROFILE}
      details={details}
      save={(body) => updateProfile(body).unwrap()}
    >
      {({ field, form }) => (
        <>
          <HeadlineAndPhone
            field={field}
            label="Titular"
            placeholder="Ej.: Desarrolladora frontend con 5 años de experiencia"
            wide
          />
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
              control={form.control}
              name="skills"
              label="Habilidades"
              helperText="Escribe una habilidad y presiona Enter. Se usan para recomendarte ofertas."
            />
          </Grid>
        </>
      )}
    </ProfileFormFrame>
  );
}
