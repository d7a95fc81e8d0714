import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { memo, useDeferredValue, useState } from 'react';
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
  /** Just added with «Agregar etapa» (read when the stage mounts). */
  added: boolean;
  /** The stage's errors, read at render (react-hook-form changes them in place)… */
  errors: StageErrors | undefined;
  /** …so this says when they changed (`errorSignature`). */
  signature: string;
}

/** A stage's fields: "Nombre", "Tipo", "Descripción" and those of its type. */
function StageFieldsOf({ index, added, errors }: Props) {
  const { control, register } = useFormMethods<StagesFormValues>();
  const type = useWatch({ control, name: `stages.${index}.type` });
  // A stage just added paints its name, type and description in the click's frame (the name
  // takes the focus), and the fields of its type (a questionnaire's first question, its radio
  // groups and tooltips: most of the mount) in a render React may put off to after that paint.
  // Stages drawn with the page draw everything at once: no shift while the page loads.
  const [addedNow] = useState(added);
  const typeShown = useDeferredValue(true, !addedNow);
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
      {typeShown && type === 'questionnaire' ? (
        <QuestionnaireFields index={index} errors={errors} />
      ) : null}
      {typeShown && type === 'technical' ? <TechnicalFields index={index} errors={errors} /> : null}
      {typeShown && type === 'interview' ? <InterviewFields index={index} errors={errors} /> : null}
    </>
  );
}

export const StageFields = memo(
  StageFieldsOf,
  (before, after) => before.index === after.index && before.signature === after.signature,
);
