import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { PersonNameFields } from '@/shared/forms/PersonNameFields';
import { CompanyFields } from '@/shared/forms/CompanyFields';
import { AuthCard } from './AuthCard';
import { OtherWayIn } from './OtherWayIn';
import { EmailField } from '@/shared/forms/EmailField';
import { LABELS } from './companyRegisterForm';
import { LinkRequestForm } from './LinkRequestForm';
import { useCompanyRegisterForm } from './useCompanyRegisterForm';
import { useLinkRequest } from './useLinkRequest';

/** `/company/register`: the company and its admin are created, then the admin gets the link. */
export function CompanyRegisterPage() {
  const request = useLinkRequest();
  const { form, field, onSubmit, failureAlert } = useCompanyRegisterForm(request);
  const {
    control,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  // The page is for visitors: a signed-in user goes to their app home.
  if (request.leaveFor) return <Navigate to={request.leaveFor.path} replace />;
  return (
    <AuthCard
      wide
      title="Registrar empresa"
      lead="Registra tu empresa y su administrador. Te enviaremos un enlace de acceso al correo del administrador."
    >
      <LinkRequestForm
        request={request}
        label="Registrar empresa"
        onSubmit={onSubmit}
        spacing={3}
        submit={{
          label: 'Registrar empresa',
          pendingLabel: 'Registrando...',
          pending: isSubmitting,
        }}
        startButton
      >
        <ErrorSummary items={errorSummaryItems(errors, LABELS)} attempt={submitCount} />
        {failureAlert}
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
            Empresa
          </Typography>
          <Grid container spacing={2}>
            <CompanyFields
              field={(name) => field(name === 'name' ? 'companyName' : name)}
              control={control}
              taxIdExamples
              websitePlaceholder="empresa.cl"
              autoFocus
            />
          </Grid>
        </Stack>
        <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
            Administrador
          </Typography>
          <Grid container spacing={2}>
            <PersonNameFields field={field} />
            <Grid size={12}>
              <EmailField {...field('email')} />
            </Grid>
          </Grid>
        </Stack>
      </LinkRequestForm>
      <OtherWayIn question="¿Tu empresa ya está registrada?" to="/login">
        Ingresa con tu correo
      </OtherWayIn>
    </AuthCard>
  );
}
