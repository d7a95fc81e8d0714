import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import {
  CURRENCIES,
  JOB_CATEGORIES,
  MODALITIES,
  modalityLabel,
  SENIORITIES,
  seniorityLabel,
} from '@/shared/domain';
import { ChipsField } from '@/shared/forms/ChipsField';
import { FormSelectField } from '@/shared/forms/FormSelectField';
import { MAX_SKILLS, uniqueSkills, type OfferField, type OfferFormValues } from '../../offerForm';
import { OFFER_LABELS } from './useOfferForm';

const half = { xs: 12, sm: 6 };
const third = { xs: 12, sm: 4 };

/** The offer's fields, labelled with the server's limits and their errors. */
export function OfferFields({ form }: { form: UseFormReturn<OfferFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: Exclude<OfferField, 'requiredSkills'>, hint?: string) => ({
    ...register(name),
    label: OFFER_LABELS[name],
    error: !!errors[name],
    helperText: errors[name]?.message ?? hint,
  });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField {...field('title')} required />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field(
            'description',
            'Texto plano: responsabilidades, requisitos y beneficios (20 a 5000 caracteres).',
          )}
          required
          multiline
          minRows={5}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          control={control}
          name="category"
          label={OFFER_LABELS.category}
          options={JOB_CATEGORIES}
          required
        />
      </Grid>
      <Grid size={{ ...half, md: 4 }}>
        <FormSelectField
          control={control}
          name="modality"
          label={OFFER_LABELS.modality}
          options={MODALITIES}
          optionLabel={modalityLabel}
          required
        />
      </Grid>
      <Grid size={{ ...half, md: 4 }}>
        <FormSelectField
          control={control}
          name="seniority"
          label={OFFER_LABELS.seniority}
          options={SENIORITIES}
          optionLabel={seniorityLabel}
          required
        />
      </Grid>
      <Grid size={half}>
        <TextField {...field('city')} required autoComplete="address-level2" />
      </Grid>
      <Grid size={half}>
        <TextField {...field('country')} required autoComplete="country-name" />
      </Grid>
      <Grid size={12}>
        <ChipsField
          control={control}
          name="requiredSkills"
          label={OFFER_LABELS.requiredSkills}
          unique={uniqueSkills}
          helperText={(count) =>
            `Escribe una habilidad y presiona Enter (hasta ${MAX_SKILLS}). ${count}/${MAX_SKILLS}`
          }
        />
      </Grid>
      <Grid size={third}>
        <TextField {...field('salaryMin', 'Mensual, opcional')} inputMode="numeric" />
      </Grid>
      <Grid size={third}>
        <TextField {...field('salaryMax', 'Mensual, opcional')} inputMode="numeric" />
      </Grid>
      <Grid size={third}>
        <FormSelectField
          control={control}
          name="currency"
          label={OFFER_LABELS.currency}
          options={CURRENCIES}
        />
      </Grid>
    </Grid>
  );
}
