import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { extractErrorMessage } from '@/app/api';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { useAppSelector } from '@/app/hooks';
import { selectClaims } from '@/features/auth';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { useGetCompanyProfileQuery, useUpdateCompanyProfileMutation } from './api';
import { AdminNav } from './components/AdminNav';
import { AdminHeader } from './components/AdminHeader';
import {
  COMPANY_FIELDS,
  SIZE_LABELS,
  companyBody,
  companyFormValues,
  companySchema,
  conflictField,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './companyForm';
import { COMPANY_SIZES, type Company } from './model';
import { isDraftOf } from '@/shared/forms/drafts';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedKeys, pick } from '@/shared/forms/versionedEdit';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';

/** `/app/recruiter/admin/company` (admin only): the company profile. */
export function CompanyPage() {
  const companyId = useAppSelector(selectClaims)?.companyId ?? null;
  const { data, isLoading, isError, error, refetch } = useGetCompanyProfileQuery(companyId!, {
    skip: !companyId,
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <AdminHeader />
      <AdminNav />
      {!companyId ? (
        <Alert severity="warning">Tu cuenta no pertenece a ninguna empresa.</Alert>
      ) : isError && !data ? (
        <LoadErrorAlert
          message={`No pudimos cargar los datos de la empresa. ${extractErrorMessage(error)}`}
          fallback="No pudimos cargar los datos de la empresa."
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <FormSkeleton />
      ) : (
        <CompanyForm key={data.id} company={data} />
      )}
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} aria-busy="true">
      <Skeleton variant="text" width={200} sx={{ fontSize: '1.25rem', mb: 2 }} />
      <Grid container spacing={2}>
        {Array.from({ length: 8 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6 }}>
            <Skeleton variant="rounded" height={56} />
          </Grid>
        ))}
        <Grid size={12}>
          <Skeleton variant="rounded" height={120} />
        </Grid>
      </Grid>
    </Paper>
  );
}

/** The fields as the form labels them (what a conflict says changed). */
const COMPANY_LABELS: Record<keyof CompanyFormValues, string> = {
  name: 'Nombre de la empresa',
  legalName: 'Razón social',
  taxId: 'Identificador tributario',
  industry: 'Industria',
  country: 'País',
  city: 'Ciudad',
  website: 'Sitio web',
  size: 'Tamaño',
  description: 'Descripción',
};

function CompanyForm({ company }: { company: Company }) {
  const showSnackbar = useSnackbar();
  const [updateCompany] = useUpdateCompanyProfileMutation();
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companySchema),
    defaultValues: companyFormValues(company),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useUnsavedChangesGuard(isDirty && !isSubmitting);

  // Another tab or a refetch brought a new version: the form follows it unless the user is
  // editing; a save sends only what changed, with the version it is based on.
  const versioned = useVersionedEdit({
    resource: company,
    toValues: companyFormValues,
    form,
    message: 'Los datos de la empresa cambiaron mientras los editabas',
    labels: COMPANY_LABELS,
  });

  // What was typed survives a reload until saved or discarded (after the reset above).
  useFormDraft(
    form,
    `talentia:form-draft:company:${company.id}`,
    isDirty,
    isDraftOf(companyFormValues(company)),
  );
  const submission = useFormSubmission<CompanyFormValues>({
    form,
    fallback: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
    fieldOf: (key) => COMPANY_FIELDS.find((name) => name === key) ?? null,
    // The company changed meanwhile (versions); or a name or tax id already taken: the field
    // says so, and takes the focus.
    onConflict: (error) => {
      if (versioned.onConflict(error)) return true;
      setError(conflictField(error.message), { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => `No se pudieron guardar los cambios. ${error.message}`,
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = changedKeys(
      versioned.baseValues ?? companyFormValues(company),
      form.getValues(),
    );
    const saved = await submission.run(() =>
      versioned.save((version) =>
        updateCompany({
          companyId: company.id,
          body: { ...pick(companyBody(values), changed), version },
        }).unwrap(),
      ),
    );
    if (!saved.ok) return;
    versioned.saved(saved.value);
    reset(companyFormValues(saved.value));
    showSnackbar('Cambios guardados', 'success');
  });

  const field = (name: keyof CompanyFormValues) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      aria-labelledby="company-form-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="company-form-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Perfil de la empresa
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        Estos datos se muestran a los candidatos en tus ofertas.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Nombre de la empresa"
            required
            {...register('name')}
            {...field('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Razón social"
            required
            {...register('legalName')}
            {...field('legalName')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Identificador tributario"
            required
            {...register('taxId')}
            {...field('taxId')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="industry"
            control={control}
            render={({ field: { ref, ...rest } }) => (
              <TextField
                select
                label="Industria"
                required
                inputRef={ref}
                {...rest}
                {...field('industry')}
              >
                {JOB_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="País" required {...register('country')} {...field('country')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Ciudad" required {...register('city')} {...field('city')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Sitio web"
            type="url"
            placeholder="https://"
            {...register('website')}
            {...field('website')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="size"
            control={control}
            render={({ field: { ref, ...rest } }) => (
              <TextField select label="Tamaño" required inputRef={ref} {...rest} {...field('size')}>
                {COMPANY_SIZES.map((size) => (
                  <MenuItem key={size} value={size}>
                    {SIZE_LABELS[size]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Descripción"
            multiline
            minRows={4}
            {...register('description')}
            {...field('description')}
            helperText={errors.description?.message ?? 'Hasta 2000 caracteres.'}
          />
        </Grid>
      </Grid>
      {submission.failureAlert ? <Box sx={{ mt: 2 }}>{submission.failureAlert}</Box> : null}
      {versioned.conflictAlert ? <Box sx={{ mt: 2 }}>{versioned.conflictAlert}</Box> : null}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button
          type="button"
          variant="text"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(companyFormValues(company))}
        >
          Descartar cambios
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
          Guardar cambios
        </Button>
      </Stack>
    </Paper>
  );
}
