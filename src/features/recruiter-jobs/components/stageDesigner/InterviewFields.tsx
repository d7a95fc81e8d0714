import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { useFormMethods } from '@/shared/forms/formMethods';
import { SteadyController } from '@/shared/forms/SteadyController';
import type { StagesFormValues } from '../../stagesForm';
import type { StageErrors } from './fieldParts';

export function InterviewFields({
  index,
  errors: stageErrors,
}: {
  index: number;
  errors: StageErrors | undefined;
}) {
  const { control, register } = useFormMethods<StagesFormValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SteadyController
          control={control}
          name={`stages.${index}.scheduledAt`}
          render={(field, error) => (
            <DateTimePicker
              label="Fecha y hora"
              value={field.value ? dayjs(field.value) : null}
              onChange={(value) =>
                field.onChange(value && value.isValid() ? value.toISOString() : null)
              }
              inputRef={field.ref}
              slotProps={{
                textField: {
                  size: 'small',
                  fullWidth: true,
                  name: field.name,
                  onBlur: field.onBlur,
                  error: !!error,
                  helperText: error ?? 'Opcional',
                },
                actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register(`stages.${index}.place`)}
          label="Lugar"
          size="small"
          placeholder="Dirección o enlace de la videollamada"
          error={!!stageErrors?.place}
          helperText={stageErrors?.place?.message}
        />
      </Grid>
    </Grid>
  );
}
