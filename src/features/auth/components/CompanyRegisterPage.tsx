import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { z } from '@/shared/zod';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { useRegisterCompanyMutation } from '../api';
import { SEND_LINK_FAILED_MESSAGE, sendSignInLink } from '../linkSender';
import { AuthCard } from './AuthCard';
import { useSignedInHome } from './useSignedInHome';
import { LinkRequestForm } from './LinkRequestForm';
import { emailSchema, personNameSchema } from './schemas';
import { useIdentityProvider } from './useIdentityProvider';
import { websiteUrl } from './website';

export const WEBSITE_INVALID = 'Ingresa un sitio web válido, por ejemplo empresa.cl';

const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

const text = (min: number, max: number, required: string, tooShort: string) =>
  z.string().trim().min(1, required).min(min, tooShort).max(max, `Máximo ${max} caracteres`);

const schema = z.object({
  companyName: text(
    2,
    120,
    'Ingresa el nombre de la empresa',
    'El nombre debe tener al menos 2 caracteres',
  ),
  legalName: z.string().trim().max(160, 'Máximo 160 caracteres'),
  taxId: text(
    5,
    30,
    'Ingresa el identificador tributario',
    'El identificador debe tener al menos 5 caracteres',
  ),
  industry: z.enum(JOB_CATEGORIES, { message: 'Elige una industria' }),
  size: z.enum(COMPANY_SIZES, { message: 'Elige el tamaño de la empresa' }),
  country: text(2, 80, 'Ingresa el país', 'Ingresa al menos 2 caracteres'),
  city: text(2, 80, 'Ingresa la ciudad', 'Ingresa al menos 2 caracteres'),
  // A bare domain is fine: `pampalabs.cl` is stored as `https://pampalabs.cl`.
  website: z
    .string()
    .trim()
    .max(200, 'Máximo 200 caracteres')
    .transform((value, context) => {
      if (value === '') return '';
      const url = websiteUrl(value);
      if (url) return url;
      context.addIssue({ code: 'custom', message: WEBSITE_INVALID });
      return z.NEVER;
    }),
  name: personNameSchema('nombre'),
  lastName: personNameSchema('apellido'),
  email: emailSchema,
});
type FormValues = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

const FIELD_OF_DETAIL: Record<string, keyof FormValues> = {
  'company.name': 'companyName',
  'company.legalName': 'legalName',
  'company.taxId': 'taxId',
  'company.industry': 'industry',
  'company.size': 'size',
  'company.country': 'country',
  'company.city': 'city',
  'company.website': 'website',
  'admin.name': 'name',
  'admin.lastName': 'lastName',
  'admin.email': 'email',
};

/** The fields in the form's order, named as their labels (the error summary's links). */
const LABELS: Record<keyof FormValues, string> = {
  companyName: 'Nombre de la empresa',
  legalName: 'Razón social',
  taxId: 'Identificador tributario',
  industry: 'Industria',
  size: 'Tamaño',
  website: 'Sitio web',
  country: 'País',
  city: 'Ciudad',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
};

/** The field each conflict of the registration belongs to, by the server's error code. */
const FIELD_OF_CONFLICT: Record<string, keyof FormValues> = {
  email_taken: 'email',
  company_name_taken: 'companyName',
  company_tax_id_taken: 'taxId',
};

/** `/company/register`: the company and its admin are created, then the admin gets the link. */
export function CompanyRegisterPage() {
  const home = useSignedInHome();
  const { provider, ready } = useIdentityProvider();
  const [registerCompany] = useRegisterCompanyMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(schema),
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
    defaultValues: {
      companyName: '',
      legalName: '',
      taxId: '',
      industry: '' as FormValues['industry'],
      size: '' as FormValues['size'],
      country: '',
      city: '',
      website: '',
      name: '',
      lastName: '',
      email: '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  const submission = useFormSubmission<FormValues>({
    form,
    summary: true,
    fallback: 'No se pudo registrar la empresa. Inténtalo de nuevo.',
    fieldOf: (key) => FIELD_OF_DETAIL[key] ?? null,
    // A name or tax id already registered: the field says so, and takes the focus.
    onConflict: (error) => {
      const taken = error.code ? FIELD_OF_CONFLICT[error.code] : undefined;
      if (!taken) return false;
      setError(taken, { message: error.message }, { shouldFocus: true });
      return true;
    },
    describe: (error) => error.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    // Loads while the account is created.
    const identity = ready();
    const registered = await submission.run(() =>
      registerCompany({
        company: {
          name: values.companyName,
          legalName: values.legalName || undefined,
          taxId: values.taxId,
          industry: values.industry,
          size: values.size,
          country: values.country,
          city: values.city,
          website: values.website || null,
        },
        admin: { name: values.name, lastName: values.lastName, email: values.email },
      }).unwrap(),
    );
    if (!registered.ok) return;
    try {
      await sendSignInLink(await identity, values.email);
      setSentTo(values.email);
    } catch {
      submission.fail(
        `La empresa fue registrada, pero no pudimos enviar el enlace de acceso. ${SEND_LINK_FAILED_MESSAGE}`,
      );
    }
  });

  const field = (name: keyof FormValues) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  // The page is for visitors: a signed-in user goes to their app home.
  if (home && !sentTo) return <Navigate to={home.path} replace />;
  return (
    <AuthCard
      wide
      title="Registrar empresa"
      lead="Registra tu empresa y su administrador. Te enviaremos un enlace de acceso al correo del administrador."
    >
      <LinkRequestForm
        sentTo={sentTo}
        note={provider?.sentLinkNote}
        onRestart={() => setSentTo(null)}
        label="Registrar empresa"
        onSubmit={onSubmit}
        spacing={3}
      >
        <ErrorSummary items={errorSummaryItems(errors, LABELS)} attempt={submitCount} />
        {submission.failureAlert}
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
            Empresa
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('companyName')}
                label="Nombre de la empresa"
                required
                autoComplete="organization"
                autoFocus
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('legalName')} label="Razón social" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('taxId')}
                label="Identificador tributario (RUT, NIT, RFC...)"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="industry"
                render={({ field: f, fieldState }) => (
                  <TextField
                    {...f}
                    select
                    label="Industria"
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
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
              <Controller
                control={control}
                name="size"
                render={({ field: f, fieldState }) => (
                  <TextField
                    {...f}
                    select
                    label="Tamaño (personas)"
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {COMPANY_SIZES.map((size) => (
                      <MenuItem key={size} value={size}>
                        {size}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('website')}
                label="Sitio web"
                autoComplete="url"
                placeholder="empresa.cl"
                slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('country')} label="País" required autoComplete="country-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('city')} label="Ciudad" required autoComplete="address-level2" />
            </Grid>
          </Grid>
        </Stack>
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
            Administrador
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('name')} label="Nombre" required autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('lastName')}
                label="Apellido"
                required
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={12}>
              <TextField
                {...field('email')}
                label="Correo electrónico"
                type="email"
                required
                autoComplete="email"
              />
            </Grid>
          </Grid>
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {isSubmitting ? 'Registrando...' : 'Registrar empresa'}
        </Button>
      </LinkRequestForm>
      <Typography variant="body2" color="text.secondary">
        ¿Tu empresa ya está registrada?{' '}
        <Link component={RouterLink} to="/login">
          Ingresa con tu correo
        </Link>
      </Typography>
    </AuthCard>
  );
}
