import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CompanyFields } from '@/shared/forms/CompanyFields';
import { SIZE_LABELS } from '../companyForm';
import type { Company } from '../model';
import { useCompanyForm } from './useCompanyForm';

/** The company profile's form: what candidates see of the company in its offers. */
export function CompanyForm({ company }: { company: Company }) {
  const { form, field, onSubmit, failureAlert, conflictAlert, discard } = useCompanyForm(company);
  const {
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;

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
        <CompanyFields
          field={field}
          control={control}
          sizeLabels={SIZE_LABELS}
          websitePlaceholder="https://"
          legalNameRequired
        />
        <Grid size={12}>
          <TextField
            label="Descripción"
            multiline
            minRows={4}
            {...field('description')}
            helperText={errors.description?.message ?? 'Hasta 2000 caracteres.'}
          />
        </Grid>
      </Grid>
      {failureAlert ? <Box sx={{ mt: 2 }}>{failureAlert}</Box> : null}
      {conflictAlert ? <Box sx={{ mt: 2 }}>{conflictAlert}</Box> : null}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button type="button" variant="text" disabled={!isDirty || isSubmitting} onClick={discard}>
          Descartar cambios
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
          Guardar cambios
        </Button>
      </Stack>
    </Paper>
  );
}
