import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useFormMethods } from '@/shared/forms/formMethods';
import { SteadyController } from '@/shared/forms/SteadyController';
import { MAX_QUESTIONS, newQuestion, type StagesFormValues } from '../../stagesForm';
import { arrayMessage, type StageErrors } from './fieldParts';
import { QuestionEditor } from './QuestionEditor';

export function QuestionnaireFields({
  index,
  errors: stageErrors,
}: {
  index: number;
  errors: StageErrors | undefined;
}) {
  const { control, register } = useFormMethods<StagesFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `stages.${index}.questions` });
  const decisionLabel = useId();
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register(`stages.${index}.passingScore`)}
            label="Puntaje mínimo"
            size="small"
            inputMode="numeric"
            error={!!stageErrors?.passingScore}
            helperText={stageErrors?.passingScore?.message ?? 'De 0 a 100'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormControl error={!!stageErrors?.decision}>
            <FormLabel id={decisionLabel} sx={{ fontSize: '0.875rem' }}>
              Decisión
            </FormLabel>
            <SteadyController
              control={control}
              name={`stages.${index}.decision`}
              render={(field) => (
                <RadioGroup
                  row
                  aria-labelledby={decisionLabel}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel
                    value="auto"
                    control={<Radio size="small" />}
                    label="Decidir automáticamente"
                  />
                  <FormControlLabel
                    value="propose"
                    control={<Radio size="small" />}
                    label="Proponer y confirmar"
                  />
                  <FormControlLabel
                    value="manual"
                    control={<Radio size="small" />}
                    label="Revisión manual"
                  />
                </RadioGroup>
              )}
            />
            {stageErrors?.decision ? (
              <FormHelperText>{stageErrors.decision.message}</FormHelperText>
            ) : null}
          </FormControl>
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="h4">
        Preguntas
      </Typography>
      {arrayMessage(stageErrors?.questions) ? (
        <Alert severity="error">{arrayMessage(stageErrors?.questions)}</Alert>
      ) : null}
      {fields.map((question, questionIndex) => (
        <QuestionEditor
          key={question.id}
          stageIndex={index}
          questionIndex={questionIndex}
          errors={stageErrors?.questions?.[questionIndex]}
          onRemove={() => remove(questionIndex)}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newQuestion())}
          disabled={fields.length >= MAX_QUESTIONS}
        >
          Agregar pregunta
        </Button>
      </Box>
    </Stack>
  );
}
