import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectClaims, type UserDetails } from '@/features/auth';
import { staffRoleLabel } from '@/shared/domain';
import { useUpdateStaffProfileMutation } from '../api';
import { STAFF_PROFILE } from '../profileForm';
import { HeadlineAndPhone } from './AccountFields';
import { ProfileFormFrame } from './ProfileFormFrame';

/** A recruiter's or admin's profile: name, position and phone; company and role shown. */
export function StaffProfileForm({ details }: { details: UserDetails }) {
  const claims = useAppSelector(selectClaims);
  const [updateProfile] = useUpdateStaffProfileMutation();
  const isAdmin = claims?.roles.includes('admin') ?? false;

  return (
    <ProfileFormFrame
      {...STAFF_PROFILE}
      details={details}
      save={(body) => updateProfile(body).unwrap()}
      note={
        <Typography variant="body2" color="text.secondary">
          {isAdmin
            ? 'Los datos de la empresa y los roles se cambian en Organización.'
            : 'Tu empresa y tu rol los administra el administrador de tu empresa.'}
        </Typography>
      }
    >
      {({ field }) => (
        <>
          <HeadlineAndPhone
            field={field}
            label="Cargo"
            placeholder="Ej.: Reclutadora de tecnología"
          />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Empresa"
              value={details.company?.name ?? '—'}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Rol"
              value={staffRoleLabel(isAdmin ? 'admin' : 'recruiter')}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
        </>
      )}
    </ProfileFormFrame>
  );
}
