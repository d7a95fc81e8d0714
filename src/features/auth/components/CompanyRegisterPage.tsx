import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { RouterLink } from '@/shared/navigation';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';
import { FormSelectField } from '@/shared/forms/FormSelectField';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { AuthCard } from './AuthCard';
import { COMPANY_SIZES, LABELS } from './companyRegisterForm';
import { useSignedInHome } from './useSignedInHome';
import { LinkRequestForm } from './LinkRequestForm';
import { useCompanyRegisterForm } from './useCompanyRegisterForm';
import { useIdentityProvider } from './useIdentityProvider';

/** `/company/register`: the company and its admin are created, then the admin gets the link. */
export function CompanyRegisterPage() {
  const home = useSignedInHome();
  const { provider, ready } = useIdentityProvider();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, onSubmit, failureAlert } = useCompanyRegisterForm(ready, setSentTo);
  const {
    control,
    formState: { errors, isSubmitting, submitCount },
  } = form;
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
        {failureAlert}
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
              <FormSelectField
                control={control}
                name="industry"
                label="Industria"
                options={JOB_CATEGORIES}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="size"
                label="Tamaño (personas)"
                options={COMPANY_SIZES}
                required
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
            <PersonNameFields field={field} />
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
