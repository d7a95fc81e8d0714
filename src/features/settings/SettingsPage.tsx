import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import {
  USER_DETAILS_STALE_SECONDS,
  selectAppView,
  selectClaims,
  useGetUserDetailsQuery,
  type UserDetails,
} from '@/features/auth';
import { PendingIndicator, useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { isDraftOf } from '@/shared/forms/drafts';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedKeys, pick } from '@/shared/forms/versionedEdit';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { staffRoleLabel } from '@/shared/domain';
import { initials } from '@/shared/text/initials';
import {
  THEME_MODE_LABELS,
  isThemeModePreference,
  useThemeMode,
  type ThemeModePreference,
} from '@/theme';
import {
  useUpdateProfileMutation,
  useUpdateStaffProfileMutation,
  useUploadAvatarMutation,
} from './api';
import { AVATAR_FORMATS_TEXT, AVATAR_TYPES, checkAvatarFile } from './avatar';
import {
  profileBody,
  profileFormValues,
  profileSchema,
  staffProfileBody,
  staffProfileFormValues,
  staffProfileSchema,
  type ProfileFormValues,
  type StaffProfileFormValues,
} from './profileForm';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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

/** The profile's fields in the form's order, named as their labels (the error summary). */
const PROFILE_LABELS: Record<keyof ProfileFormValues, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  headline: 'Titular',
  phone: 'Teléfono',
  linkedinUrl: 'LinkedIn',
  city: 'Ciudad',
  country: 'País',
  about: 'Acerca de mí',
  skills: 'Habilidades',
};

const STAFF_PROFILE_LABELS: Record<keyof StaffProfileFormValues, string> = {
  name: 'Nombre',
  lastName: 'Apellido',
  headline: 'Cargo',
  phone: 'Teléfono',
};

const PROFILE_CHANGED = 'Tu perfil cambió mientras lo editabas';

function ProfileForm({ details }: { details: UserDetails }) {
  const [updateProfile] = useUpdateProfileMutation();
  const snackbar = useSnackbar();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
    defaultValues: profileFormValues(details),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = form;

  useUnsavedChangesGuard(isDirty && !isSubmitting);
  // What was typed survives a reload until saved or discarded (per user).
  useFormDraft(
    form,
    `talentia:form-draft:profile:${details.id}`,
    isDirty,
    isDraftOf(profileFormValues(details)),
  );
  // A newer version while nothing is typed is shown; a save sends only what changed, with
  // the version it is based on (docs/api.md "Concurrent edits").
  const versioned = useVersionedEdit({
    resource: details,
    toValues: profileFormValues,
    form,
    message: PROFILE_CHANGED,
    labels: PROFILE_LABELS,
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
    summary: true,
    onConflict: versioned.onConflict,
    describe: (error) => `No se pudo guardar el perfil: ${error.message}`,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(versioned.baseValues ?? profileFormValues(details), values);
    const saved = await submission.run(() =>
      versioned.save((version) =>
        updateProfile({ ...pick(profileBody(values), changed), version }).unwrap(),
      ),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(profileFormValues(saved.value));
    snackbar('Perfil actualizado', 'success');
  });

  const field = (name: Exclude<keyof ProfileFormValues, 'skills'>) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Editar perfil">
      <ErrorSummary items={errorSummaryItems(errors, PROFILE_LABELS)} attempt={submitCount} />
      {submission.failureAlert}
      {versioned.conflictAlert}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label="Nombre" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label="Apellido" required autoComplete="family-name" />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Correo electrónico"
            value={details.email}
            slotProps={{ input: { readOnly: true } }}
            helperText="Es el correo con el que ingresas; no se puede cambiar aquí."
          />
        </Grid>
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
          <Controller
            control={control}
            name="skills"
            render={({ field: f, fieldState }) => (
              <Autocomplete
                multiple
                freeSolo
                options={[] as string[]}
                value={f.value}
                onChange={(_event, value) => {
                  const unique = [
                    ...new Map(value.map((v) => [v.trim().toLowerCase(), v.trim()])).values(),
                  ].filter(Boolean);
                  f.onChange(unique);
                }}
                onBlur={f.onBlur}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} label={option} size="small" {...itemProps} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={f.name}
                    inputRef={f.ref}
                    label="Habilidades"
                    error={!!fieldState.error || Array.isArray(errors.skills)}
                    helperText={
                      fieldState.error?.message ??
                      (Array.isArray(errors.skills)
                        ? errors.skills.find(Boolean)?.message
                        : undefined) ??
                      'Escribe una habilidad y presiona Enter. Se usan para recomendarte ofertas.'
                    }
                  />
                )}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
        <Button
          type="button"
          variant="text"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(profileFormValues(details))}
        >
          Descartar cambios
        </Button>
      </Stack>
    </Stack>
  );
}

function StaffProfileForm({ details }: { details: UserDetails }) {
  const claims = useAppSelector(selectClaims);
  const [updateProfile] = useUpdateStaffProfileMutation();
  const snackbar = useSnackbar();
  const form = useForm<StaffProfileFormValues>({
    resolver: zodResolver(staffProfileSchema),
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
    defaultValues: staffProfileFormValues(details),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = form;
  const isAdmin = claims?.roles.includes('admin') ?? false;

  useUnsavedChangesGuard(isDirty && !isSubmitting);
  // What was typed survives a reload until saved or discarded (per user).
  useFormDraft(
    form,
    `talentia:form-draft:staff-profile:${details.id}`,
    isDirty,
    isDraftOf(staffProfileFormValues(details)),
  );
  const versioned = useVersionedEdit({
    resource: details,
    toValues: staffProfileFormValues,
    form,
    message: PROFILE_CHANGED,
    labels: STAFF_PROFILE_LABELS,
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
    summary: true,
    onConflict: versioned.onConflict,
    describe: (error) => `No se pudo guardar el perfil: ${error.message}`,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(versioned.baseValues ?? staffProfileFormValues(details), values);
    const saved = await submission.run(() =>
      versioned.save((version) =>
        updateProfile({ ...pick(staffProfileBody(values), changed), version }).unwrap(),
      ),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(staffProfileFormValues(saved.value));
    snackbar('Perfil actualizado', 'success');
  });

  const field = (name: keyof StaffProfileFormValues) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Editar perfil">
      <ErrorSummary items={errorSummaryItems(errors, STAFF_PROFILE_LABELS)} attempt={submitCount} />
      {submission.failureAlert}
      {versioned.conflictAlert}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label="Nombre" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label="Apellido" required autoComplete="family-name" />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Correo electrónico"
            value={details.email}
            slotProps={{ input: { readOnly: true } }}
            helperText="Es el correo con el que ingresas; no se puede cambiar aquí."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('headline')}
            label="Cargo"
            placeholder="Ej.: Reclutadora de tecnología"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone')} label="Teléfono" type="tel" autoComplete="tel" />
        </Grid>
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
      </Grid>
      <Typography variant="body2" color="text.secondary">
        {isAdmin
          ? 'Los datos de la empresa y los roles se cambian en Organización.'
          : 'Tu empresa y tu rol los administra el administrador de tu empresa.'}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
        <Button
          type="button"
          variant="text"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(staffProfileFormValues(details))}
        >
          Descartar cambios
        </Button>
      </Stack>
    </Stack>
  );
}

function AvatarEditor({ details }: { details: UserDetails }) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();
  const snackbar = useSnackbar();
  const submission = useFormSubmission({
    fallback: 'No se pudo subir la foto.',
    describe: (failure) => `No se pudo subir la foto: ${failure.message}`,
  });
  const error = submission.failure;

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const reason = await checkAvatarFile(chosen);
    if (reason) submission.fail(reason);
    else submission.clear();
    setFile(reason ? null : chosen);
  };

  const save = async () => {
    if (!file) return;
    const saved = await submission.run(() => uploadAvatar({ userId: details.id, file }).unwrap());
    if (!saved.ok) return;
    setFile(null);
    snackbar('Foto de perfil actualizada', 'success');
  };

  const name = `${details.name} ${details.lastName}`.trim();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar
        src={preview ?? details.avatar ?? undefined}
        alt={preview ? 'Vista previa de la nueva foto' : `Foto de perfil de ${name}`}
        sx={{
          width: 96,
          height: 96,
          fontSize: '2rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials(name)}
      </Avatar>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {AVATAR_FORMATS_TEXT}
        </Typography>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={choose}
          aria-describedby={error ? errorId : undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          aria-label="Archivo de la foto de perfil"
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={() => inputRef.current?.click()} disabled={isLoading}>
            Elegir foto
          </Button>
          {file ? (
            <>
              <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
                {isLoading ? 'Subiendo...' : 'Guardar foto'}
              </Button>
              <Button variant="text" onClick={() => setFile(null)} disabled={isLoading}>
                Cancelar
              </Button>
            </>
          ) : null}
        </Stack>
        {file ? (
          <Typography variant="body2" noWrap>
            Vista previa: {file.name}
          </Typography>
        ) : null}
        {submission.failureAlert ? <div id={errorId}>{submission.failureAlert}</div> : null}
      </Stack>
    </Stack>
  );
}

function ThemeModeChoice() {
  const { preference: mode, setPreference } = useThemeMode();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Tema</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="theme-mode"
        value={mode}
        onChange={(event) => {
          const value: unknown = event.target.value;
          if (isThemeModePreference(value)) setPreference(value);
        }}
      >
        {(Object.entries(THEME_MODE_LABELS) as [ThemeModePreference, string][]).map(
          ([value, label]) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ),
        )}
      </RadioGroup>
    </FormControl>
  );
}
