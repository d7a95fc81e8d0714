import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatCount } from '@/shared/domain';
import { acceptOf, checkFile, formatFileSize } from '@/shared/files';
import { FileChooser } from '@/shared/forms/FileChooser';
import { useFormMethods } from '@/shared/forms/formMethods';
import { RegisteredTextField } from '@/shared/forms/RegisteredTextField';
import { STATEMENT_MAX, STATEMENT_TEXTS, type StagesFormValues } from '../../stagesForm';
import { STATEMENT_FILE_RULE, type StageErrors } from './fieldParts';

const FORM_HELPER_AS_DIV = { formHelperText: { component: 'div' } } as const;

/** A technical stage's task: "Enunciado" (required) and an optional PDF, sent when saving. */
export function TechnicalFields({
  index,
  errors: stageErrors,
}: {
  index: number;
  errors: StageErrors | undefined;
}) {
  const { control, setValue, clearErrors } = useFormMethods<StagesFormValues>();
  const statement = useWatch({ control, name: `stages.${index}.statement` }) ?? '';
  const file = useWatch({ control, name: `stages.${index}.statementFile` });
  const [problem, setProblem] = useState<string | null>(null);
  const statementError = stageErrors?.statement?.message;
  // Kept while the message and the count stay (the field renders again only when they change).
  const helperText = useMemo(
    () => (
      <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <span>{statementError ?? STATEMENT_TEXTS.help}</span>
        <span style={{ whiteSpace: 'nowrap' }}>
          {`${formatCount(statement.length)} / ${formatCount(STATEMENT_MAX)}`}
        </span>
      </Stack>
    ),
    [statementError, statement.length],
  );
  const fileError = problem ?? stageErrors?.statementFile?.message ?? null;

  const choose = async (chosen: File) => {
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
      <RegisteredTextField<StagesFormValues>
        name={`stages.${index}.statement`}
        label={STATEMENT_TEXTS.label}
        required
        multiline
        minRows={6}
        maxRows={20}
        error={!!statementError}
        helperText={helperText}
        slotProps={FORM_HELPER_AS_DIV}
      />
      <FileChooser
        inputLabel={`Archivo del enunciado de la etapa ${index + 1}`}
        accept={acceptOf(STATEMENT_FILE_RULE)}
        onChoose={(chosen) => void choose(chosen)}
        chosen={file ?? null}
        chooseLabel={STATEMENT_TEXTS.attach}
        changeLabel={STATEMENT_TEXTS.replace}
        renderChosen={(chosen) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PictureAsPdfOutlined color="action" aria-hidden />
            <span>{`${chosen.name} (${formatFileSize(chosen.size)})`}</span>
            <Tooltip title={STATEMENT_TEXTS.remove}>
              <IconButton
                aria-label={`${STATEMENT_TEXTS.remove} ${chosen.name}`}
                onClick={() =>
                  setValue(`stages.${index}.statementFile`, null, { shouldDirty: true })
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
        error={fileError}
        hint={STATEMENT_TEXTS.fileHint}
        // The error summary's link to this stage's file comes here (its input is hidden).
        name={`stages.${index}.statementFile`}
      />
    </Stack>
  );
}
