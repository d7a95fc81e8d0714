import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormMethods } from '@/shared/forms/formMethods';
import { RegisteredTextField } from '@/shared/forms/RegisteredTextField';
import type { StagesFormValues } from '../../stagesForm';
import { DESCRIPTION_HELP, type StageErrors } from './fieldParts';
import { InterviewFields } from './InterviewFields';
import { QuestionnaireFields } from './QuestionnaireFields';
import { StageTypeField } from './StageTypeField';
import { TechnicalFields } from './TechnicalFields';

interface Props {
  index: number;
  /** The stage's errors, read at render (react-hook-form changes them in place)… */
  errors: StageErrors | undefined;
  /** …so this says when they changed (`errorSignature`). */
  signature: string;
}

/** A stage's fields: "Nombre", "Tipo", "Descripción" and those of its type. */
function StageFieldsOf({ index, errors }: Props) {
  const { control, register } = useFormMethods<StagesFormValues>();
  const type = useWatch({ control, name: `stages.${index}.type` });
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField
            {...register(`stages.${index}.name`)}
            label="Nombre"
            required
            size="small"
            error={!!errors?.name}
            helperText={errors?.name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <StageTypeField index={index} />
        </Grid>
        <Grid size={12}>
          <RegisteredTextField<StagesFormValues>
            name={`stages.${index}.description`}
            label="Descripción"
            size="small"
            multiline
            minRows={2}
            error={!!errors?.description}
            helperText={errors?.description?.message ?? DESCRIPTION_HELP[type]}
          />
        </Grid>
      </Grid>
      {type === 'questionnaire' ? <QuestionnaireFields index={index} errors={errors} /> : null}
      {type === 'technical' ? <TechnicalFields index={index} errors={errors} /> : null}
      {type === 'interview' ? <InterviewFields index={index} errors={errors} /> : null}
    </>
  );
}

export const StageFields = memo(
  StageFieldsOf,
  (before, after) => before.index === after.index && before.signature === after.signature,
);
