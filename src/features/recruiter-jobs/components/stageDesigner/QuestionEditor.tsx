import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useFormMethods } from '@/shared/forms/formMethods';
import { SteadyController } from '@/shared/forms/SteadyController';
import { RegisteredTextField } from '@/shared/forms/RegisteredTextField';
import { MAX_OPTIONS, MIN_OPTIONS, type StagesFormValues } from '../../stagesForm';
import { arrayMessage, type StageErrors } from './fieldParts';
import { OptionRow } from './OptionRow';

type QuestionErrors = NonNullable<NonNullable<StageErrors>['questions']>[number];

export function QuestionEditor({
  stageIndex,
  questionIndex,
  errors: questionErrors,
  onRemove,
}: {
  stageIndex: number;
  questionIndex: number;
  errors: QuestionErrors | undefined;
  onRemove: () => void;
}) {
  const { control } = useFormMethods<StagesFormValues>();
  const base = `stages.${stageIndex}.questions.${questionIndex}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${base}.options` });
  const correctLabelId = useId();
  const number = questionIndex + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <RegisteredTextField<StagesFormValues>
            name={`${base}.text`}
            label={`Pregunta ${number}`}
            size="small"
            multiline
            error={!!questionErrors?.text}
            helperText={questionErrors?.text?.message}
          />
          <Tooltip title="Eliminar pregunta">
            <IconButton aria-label={`Eliminar la pregunta ${number}`} onClick={onRemove}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
        <FormControl error={!!questionErrors?.correctOptionIndex}>
          <FormLabel id={correctLabelId} sx={{ fontSize: '0.875rem' }}>
            Opciones (marca la correcta)
          </FormLabel>
          <SteadyController
            control={control}
            name={`${base}.correctOptionIndex`}
            render={(field) => (
              <RadioGroup
                aria-labelledby={correctLabelId}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                <Stack spacing={1} sx={{ mt: 1 }}>
                  {fields.map((option, optionIndex) => (
                    <OptionRow
                      key={option.id}
                      stageIndex={stageIndex}
                      questionIndex={questionIndex}
                      optionIndex={optionIndex}
                      error={questionErrors?.options?.[optionIndex]?.text?.message}
                      canRemove={fields.length > MIN_OPTIONS}
                      onRemove={() => {
                        remove(optionIndex);
                        if (field.value !== null && field.value !== undefined) {
                          if (field.value === optionIndex) field.onChange(null);
                          else if (field.value > optionIndex) field.onChange(field.value - 1);
                        }
                      }}
                    />
                  ))}
                </Stack>
              </RadioGroup>
            )}
          />
          {questionErrors?.correctOptionIndex ? (
            <FormHelperText>{questionErrors.correctOptionIndex.message}</FormHelperText>
          ) : null}
          {arrayMessage(questionErrors?.options) ? (
            <FormHelperText>{arrayMessage(questionErrors?.options)}</FormHelperText>
          ) : null}
        </FormControl>
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ text: '' })}
            disabled={fields.length >= MAX_OPTIONS}
          >
            Agregar opción
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
