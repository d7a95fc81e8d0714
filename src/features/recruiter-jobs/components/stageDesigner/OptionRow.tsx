import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useFormMethods } from '@/shared/forms/formMethods';
import type { StagesFormValues } from '../../stagesForm';

export function OptionRow({
  stageIndex,
  questionIndex,
  optionIndex,
  error,
  canRemove,
  onRemove,
}: {
  stageIndex: number;
  questionIndex: number;
  optionIndex: number;
  error: string | undefined;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { register } = useFormMethods<StagesFormValues>();
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
        helperText={error}
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
