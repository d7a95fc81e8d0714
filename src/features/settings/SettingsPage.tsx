import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { USER_DETAILS_STALE_SECONDS, selectAppView, useGetUserDetailsQuery } from '@/features/auth';
import { PendingIndicator, LoadErrorAlert } from '@/shared/feedback';
import { Section } from '@/shared/screens';
import { AvatarEditor } from './components/AvatarEditor';
import { ProfileForm } from './components/ProfileForm';
import { StaffProfileForm } from './components/StaffProfileForm';
import { ThemeModeChoice } from './components/ThemeModeChoice';

/** `/app/settings`: profile, profile picture and theme. */
export function SettingsPage() {
  const view = useAppSelector(selectAppView);
  const { data, isLoading, isError, error, refetch } = useGetUserDetailsQuery(undefined, {
    refetchOnMountOrArgChange: USER_DETAILS_STALE_SECONDS,
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        Configuración
      </Typography>
      {isLoading ? <PendingIndicator /> : null}
      {isError && !data ? (
        <LoadErrorAlert
          message={isApiError(error) ? error.message : null}
          fallback="No se pudo cargar tu perfil."
          onRetry={() => void refetch()}
        />
      ) : null}
      {data ? (
        <>
          <Section title="Foto de perfil" id="settings-avatar">
            <AvatarEditor details={data} />
          </Section>
          <Section title="Perfil" id="settings-profile">
            {view === 'candidate' ? (
              <ProfileForm details={data} />
            ) : (
              <StaffProfileForm details={data} />
            )}
          </Section>
        </>
      ) : null}
      <Section title="Apariencia" id="settings-theme">
        <ThemeModeChoice />
      </Section>
    </Stack>
  );
}
