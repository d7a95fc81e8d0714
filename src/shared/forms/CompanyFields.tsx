import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { COMPANY_SIZES, type CompanySize } from '@/shared/domain/company';
import { FormSelectField } from './FormSelectField';

/** The company's text fields, by the name the API gives them. */
export type CompanyTextField = 'name' | 'legalName' | 'taxId' | 'website' | 'country' | 'city';

interface Props<V extends FieldValues> {
  /** The props of one text field as the form registers it (name, ref, error, helper). */
  field: (name: CompanyTextField) => TextFieldProps;
  /** The form's control; its values hold `industry` and `size`. */
  control: Control<V>;
  /** What each size reads as; without it the sizes read as their ranges ("11-50"). */
  sizeLabels?: Record<CompanySize, string>;
  /** The tax id's label names the usual ids (RUT, NIT, RFC...). */
  taxIdExamples?: boolean;
  /** What the website field shows empty: the form's own rule for a website ("https://"). */
  websitePlaceholder: string;
  legalNameRequired?: boolean;
  autoFocus?: boolean;
}

const half = { xs: 12, sm: 6 } as const;

/**
 * A company's fields (name, legal name, tax id, industry, size, website, country, city), two
 * a row from `sm` up, in a `Grid container` of the form: the registration and the profile.
 */
export function CompanyFields<V extends FieldValues>({
  field,
  control,
  sizeLabels,
  taxIdExamples = false,
  websitePlaceholder,
  legalNameRequired = false,
  autoFocus = false,
}: Props<V>) {
  return (
    <>
      <Grid size={half}>
        <TextField
          {...field('name')}
          label="Nombre de la empresa"
          required
          autoComplete="organization"
          autoFocus={autoFocus}
        />
      </Grid>
      <Grid size={half}>
        <TextField {...field('legalName')} label="Razón social" required={legalNameRequired} />
      </Grid>
      <Grid size={half}>
        <TextField
          {...field('taxId')}
          label={
            taxIdExamples
              ? 'Identificador tributario (RUT, NIT, RFC...)'
              : 'Identificador tributario'
          }
          required
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name={'industry' as Path<V>}
          label="Industria"
          options={JOB_CATEGORIES}
          required
        />
      </Grid>
      <Grid size={half}>
        <FormSelectField
          control={control}
          name={'size' as Path<V>}
          label={sizeLabels ? 'Tamaño' : 'Tamaño (personas)'}
          options={COMPANY_SIZES}
          optionLabel={sizeLabels ? (size) => sizeLabels[size] : undefined}
          required
        />
      </Grid>
      <Grid size={half}>
        <TextField
          {...field('website')}
          label="Sitio web"
          autoComplete="url"
          placeholder={websitePlaceholder}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
      </Grid>
      <Grid size={half}>
        <TextField {...field('country')} label="País" required autoComplete="country-name" />
      </Grid>
      <Grid size={half}>
        <TextField {...field('city')} label="Ciudad" required autoComplete="address-level2" />
      </Grid>
    </>
  );
}
