import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { extractErrorMessage, isApiError } from '@/app/api';
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

function CompanyForm({ company }: { company: Company }) {
  const showSnackbar = useSnackbar();
  const [updateCompany] = useUpdateCompanyProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companySchema),
    defaultValues: companyFormValues(company),
  });
  useUnsavedChangesGuard(isDirty && !isSubmitting);

  // Another tab or a refetch brought new data: follow it unless the user is editing.
  useEffect(() => {
    if (!isDirty) reset(companyFormValues(company));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [company]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await updateCompany({
        companyId: company.id,
        body: companyBody(values),
      }).unwrap();
      reset(companyFormValues(saved));
      showSnackbar('Cambios guardados', 'success');
    } catch (caught) {
      if (!isApiError(caught)) {
        setFailure('No se pudieron guardar los cambios. Inténtalo de nuevo.');
        return;
      }
      if (caught.status === 409) {
        setError(conflictField(caught.message), { message: caught.message }, { shouldFocus: true });
        return;
      }
      let focused = false;
      for (const [key, message] of Object.entries(caught.details ?? {})) {
        const field = COMPANY_FIELDS.find((name) => name === key);
        if (!field) continue;
        setError(field, { message }, { shouldFocus: !focused });
        focused = true;
      }
      setFailure(`No se pudieron guardar los cambios. ${caught.message}`);
    }
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
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
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
