import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCount } from '@/shared/domain';
import { acceptOf, checkFile, formatFileSize } from '@/shared/files';
import { STATEMENT_MAX, STATEMENT_TEXTS, type StagesFormValues } from '../../stagesForm';
import { STATEMENT_FILE_RULE, type Errors } from './fieldParts';

/** A technical stage's task: "Enunciado" (required) and an optional PDF, sent when saving. */
export function TechnicalFields({ index }: { index: number }) {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<StagesFormValues>();
  const stageErrors = (errors as Errors).stages?.[index];
  const statement = useWatch({ control, name: `stages.${index}.statement` }) ?? '';
  const file = useWatch({ control, name: `stages.${index}.statementFile` });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const fileError = problem ?? stageErrors?.statementFile?.message ?? null;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const found = await checkFile(chosen, STATEMENT_FILE_RULE);
    if (found) {
      setProblem(STATEMENT_TEXTS.problems[found]);
      return;
    }
    setProblem(null);
    // Another file: the server's refusal of the last one no longer applies.
    clearErrors(`stages.${index}.statementFile`);
    setValue(
      `stages.${index}.statementFile`,
      { name: chosen.name, size: chosen.size, file: chosen },
      { shouldDirty: true },
    );
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        {...register(`stages.${index}.statement`)}
        label={STATEMENT_TEXTS.label}
        required
        multiline
        minRows={6}
        maxRows={20}
        error={!!stageErrors?.statement}
        helperText={
          <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <span>{stageErrors?.statement?.message ?? STATEMENT_TEXTS.help}</span>
            <span style={{ whiteSpace: 'nowrap' }}>
              {`${formatCount(statement.length)} / ${formatCount(STATEMENT_MAX)}`}
            </span>
          </Stack>
        }
        slotProps={{ formHelperText: { component: 'div' } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <input
          ref={input}
          type="file"
          accept={acceptOf(STATEMENT_FILE_RULE)}
          tabIndex={-1}
          aria-label={`Archivo del enunciado de la etapa ${index + 1}`}
          aria-describedby={hintId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AttachFile />}
          // The error summary's link to this stage's file comes here (its input is hidden).
          name={`stages.${index}.statementFile`}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {file ? STATEMENT_TEXTS.replace : STATEMENT_TEXTS.attach}
        </Button>
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PictureAsPdfOutlined color="action" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${file.name} (${formatFileSize(file.size)})`}
            </Typography>
            <Tooltip title={STATEMENT_TEXTS.remove}>
              <IconButton
                aria-label={`${STATEMENT_TEXTS.remove} ${file.name}`}
                onClick={() =>
                  setValue(`stages.${index}.statementFile`, null, { shouldDirty: true })
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        ) : null}
      </Stack>
      <FormHelperText
        id={hintId}
        error={!!fileError}
        role={fileError ? 'alert' : undefined}
        sx={{ mt: 0 }}
      >
        {fileError ?? STATEMENT_TEXTS.fileHint}
      </FormHelperText>
    </Stack>
  );
}
