import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useFormContext } from 'react-hook-form';
import type { StagesFormValues } from '../../stagesForm';
import type { Errors } from './fieldParts';

export function OptionRow({
  stageIndex,
  questionIndex,
  optionIndex,
  canRemove,
  onRemove,
}: {
  stageIndex: number;
  questionIndex: number;
  optionIndex: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const error = (errors as Errors).stages?.[stageIndex]?.questions?.[questionIndex]?.options?.[
    optionIndex
  ]?.text;
  const label = `Opción ${optionIndex + 1}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Radio
        value={optionIndex}
        slotProps={{
          input: {
            'aria-label': `Marcar la opción ${optionIndex + 1} como correcta`,
          },
        }}
        sx={{ mt: 0.5 }}
      />
      <TextField
        {...register(`stages.${stageIndex}.questions.${questionIndex}.options.${optionIndex}.text`)}
        label={label}
        size="small"
        error={!!error}
        helperText={error?.message}
      />
      <Tooltip title="Quitar opción">
        <span>
          <IconButton
            aria-label={`Quitar la opción ${optionIndex + 1}`}
            onClick={onRemove}
            disabled={!canRemove}
          >
            <DeleteOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
