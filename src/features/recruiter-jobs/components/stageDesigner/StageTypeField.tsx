import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STAGE_TYPES, stageTypeLabel, type StageType } from '@/shared/domain';
import { useFormMethods } from '@/shared/forms/formMethods';
import { SteadyController } from '@/shared/forms/SteadyController';
import { newQuestion, type StagesFormValues } from '../../stagesForm';

/** A stage's "Tipo"; a questionnaire chosen with no question starts with one. */
export function StageTypeField({ index }: { index: number }) {
  const { control, getValues, setValue } = useFormMethods<StagesFormValues>();
  return (
    <SteadyController
      control={control}
      name={`stages.${index}.type`}
      render={(field, error) => (
        <TextField
          select
          label="Tipo"
          required
          size="small"
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value as StageType;
            field.onChange(next);
            if (next === 'questionnaire' && getValues(`stages.${index}.questions`).length === 0)
              setValue(`stages.${index}.questions`, [newQuestion()], { shouldDirty: true });
          }}
          error={!!error}
          helperText={error}
        >
          {STAGE_TYPES.map((stageType) => (
            <MenuItem key={stageType} value={stageType}>
              {stageTypeLabel(stageType)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
