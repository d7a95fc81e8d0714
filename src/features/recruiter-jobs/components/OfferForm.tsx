import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import {
  CURRENCIES,
  JOB_CATEGORIES,
  MODALITIES,
  modalityLabel,
  SENIORITIES,
  seniorityLabel,
} from '@/shared/domain';
import type { OfferBody, StaffJobOffer } from '../model';
import {
  MAX_SKILLS,
  offerBody,
  offerDetailsToFields,
  offerFormValues,
  offerSchema,
  uniqueSkills,
  type OfferField,
  type OfferFormValues,
} from '../offerForm';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { errorSummaryItems } from '@/shared/forms/errorSummaryItems';
import { useFormSubmission, type SubmissionError } from '@/shared/forms/useFormSubmission';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useVersionedEdit } from '@/shared/forms/useVersionedEdit';
import { changedFields } from '@/shared/forms/versionedEdit';

/** The fields in the form's order, named as their labels (the error summary's links). */
const OFFER_LABELS: Record<OfferField, string> = {
  title: 'Título',
  description: 'Descripción',
  category: 'Categoría',
  modality: 'Modalidad',
  seniority: 'Nivel',
  city: 'Ciudad',
  country: 'País',
  requiredSkills: 'Habilidades requeridas',
  salaryMin: 'Salario mínimo',
  salaryMax: 'Salario máximo',
  currency: 'Moneda',
};

interface Props {
  initialValues: OfferFormValues;
  /**
   * The offer being edited (none: a new one). Its save sends only the changed fields with
   * the version they were based on; another tab's or person's save meanwhile is a conflict
   * the form shows, keeping what was typed (docs/api.md "Concurrent edits").
   */
  offer?: StaffJobOffer;
  /** Save the body; throws the `ApiError` on failure. Resolves once saved (with the offer). */
  onSave: (body: OfferBody) => Promise<StaffJobOffer | void>;
  /** Called after a successful save, once leaving is allowed (navigate from here). */
  onSaved: () => void;
  onCancel: () => void;
  /**
   * A 409 the page resolves itself (e.g. the offer changed meanwhile: reload it, keep the
   * edits); true when handled.
   */
  onConflict?: (error: SubmissionError) => boolean;
  submitLabel: string;
  label: string;
}

/**
 * The offer form (new and edit): labelled fields with the server's limits, server 422
 * `details` on their fields, and a guard against leaving with unsaved changes. A failed
 * save keeps everything that was typed.
 */
export function OfferForm({
  initialValues,
  offer,
  onSave,
  onSaved,
  onCancel,
  onConflict,
  submitLabel,
  label,
}: Props) {
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerSchema),
    defaultValues: initialValues,
    // The error summary takes the focus on a failed submit.
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty, submitCount },
  } = form;
  const versioned = useVersionedEdit({
    resource: offer ?? null,
    toValues: offerFormValues,
    form,
    message: 'Esta oferta cambió mientras la editabas',
    labels: OFFER_LABELS,
  });
  const submission = useFormSubmission({
    form,
    fallback: 'No se pudo guardar la oferta. Inténtalo de nuevo.',
    summary: true,
    onConflict: (error) => versioned.onConflict(error) || (onConflict?.(error) ?? false),
    onDetails: (details) => {
      const { fields, other } = offerDetailsToFields(details);
      const entries = Object.entries(fields) as [OfferField, string][];
      entries.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return other;
    },
  });
  const { allowNextNavigation } = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    const { baseValues } = versioned;
    const saved = await submission.run(() =>
      versioned.save((version) =>
        onSave(
          baseValues
            ? { ...changedFields(offerBody(baseValues), offerBody(values)), version }
            : offerBody(values),
        ),
      ),
    );
    if (!saved.ok) return;
    if (saved.value) versioned.saved(saved.value);
    reset(getValues());
    allowNextNavigation();
    onSaved();
  });

  const field = (name: Exclude<OfferField, 'requiredSkills'>) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={label}>
      <ErrorSummary items={errorSummaryItems(errors, OFFER_LABELS)} attempt={submitCount} />
      {submission.failureAlert}
      {versioned.conflictAlert}
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField {...field('title')} label="Título" required />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('description')}
            label="Descripción"
            required
            multiline
            minRows={5}
            helperText={
              errors.description?.message ??
              'Texto plano: responsabilidades, requisitos y beneficios (20 a 5000 caracteres).'
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="category"
            render={({ field: f, fieldState }) => (
              <TextField
                select
                label="Categoría"
                required
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                name={f.name}
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
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Controller
            control={control}
            name="modality"
            render={({ field: f, fieldState }) => (
              <TextField
                select
                label="Modalidad"
                required
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                name={f.name}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {MODALITIES.map((modality) => (
                  <MenuItem key={modality} value={modality}>
                    {modalityLabel(modality)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Controller
            control={control}
            name="seniority"
            render={({ field: f, fieldState }) => (
              <TextField
                select
                label="Nivel"
                required
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                name={f.name}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {SENIORITIES.map((seniority) => (
                  <MenuItem key={seniority} value={seniority}>
                    {seniorityLabel(seniority)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('city')} label="Ciudad" required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('country')} label="País" required autoComplete="country-name" />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="requiredSkills"
            render={({ field: f, fieldState }) => {
              const arrayError = Array.isArray(errors.requiredSkills)
                ? errors.requiredSkills.find(Boolean)?.message
                : undefined;
              return (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[] as string[]}
                  value={f.value}
                  onChange={(_event, value) => f.onChange(uniqueSkills(value))}
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
                      label="Habilidades requeridas"
                      error={!!fieldState.error || !!arrayError}
                      helperText={
                        fieldState.error?.message ??
                        arrayError ??
                        `Escribe una habilidad y presiona Enter (hasta ${MAX_SKILLS}). ${f.value.length}/${MAX_SKILLS}`
                      }
                    />
                  )}
                />
              );
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...field('salaryMin')}
            label="Salario mínimo"
            inputMode="numeric"
            helperText={errors.salaryMin?.message ?? 'Mensual, opcional'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...field('salaryMax')}
            label="Salario máximo"
            inputMode="numeric"
            helperText={errors.salaryMax?.message ?? 'Mensual, opcional'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="currency"
            render={({ field: f, fieldState }) => (
              <TextField
                select
                label="Moneda"
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                name={f.name}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {CURRENCIES.map((currency) => (
                  <MenuItem key={currency} value={currency}>
                    {currency}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : submitLabel}
        </Button>
        <Button type="button" variant="text" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
