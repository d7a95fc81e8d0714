import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { acceptOf, formatFileSize } from '@/shared/files';
import { checkDocumentFile, DOCUMENT_RULE, DOCUMENT_TEXTS, documentFileError } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { COMMENT_MAX } from '../model';
import { useStageSubmit, type StageFormProps } from './useStageSubmit';

/** A document stage: what is asked (the stage's description), a checked file, a comment. */
export function DocumentForm(props: StageFormProps) {
  const [comment, setComment, clear] = useDraft(
    draftKey(props.applicationId, props.stageId),
    '',
    isString,
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { send, sending, failureAlert, details } = useStageSubmit(props);
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const tooLong = comment.trim().length > COMMENT_MAX;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = await checkDocumentFile(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || tooLong) return;
    const problem = documentFileError(file);
    if (problem || !file) {
      setFileError(problem);
      chooser.current?.focus();
      return;
    }
    const attempt = await send(
      { type: 'document', file, comment: comment.trim() || undefined },
      DOCUMENT_TEXTS.sent,
    );
    if (attempt) {
      clear();
      setFile(null);
    }
  };

  const shownFileError = fileError ?? details.file ?? null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Documento">
      <input
        ref={input}
        type="file"
        accept={acceptOf(DOCUMENT_RULE)}
        onChange={onChoose}
        tabIndex={-1}
        aria-label="Archivo del documento"
        aria-describedby={hintId}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            ref={chooser}
            variant="outlined"
            startIcon={<AttachFile />}
            onClick={() => input.current?.click()}
            disabled={sending}
            aria-describedby={hintId}
            sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
          >
            {file ? 'Cambiar archivo' : DOCUMENT_TEXTS.choose}
          </Button>
          <Typography variant="body2" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'Ningún archivo elegido'}
          </Typography>
        </Stack>
        <FormHelperText
          id={hintId}
          error={!!shownFileError}
          role={shownFileError ? 'alert' : undefined}
        >
          {shownFileError ?? DOCUMENT_TEXTS.hint}
        </FormHelperText>
      </Stack>
      <TextField
        label={DOCUMENT_TEXTS.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        disabled={sending}
        error={tooLong || !!details.comment}
        helperText={tooLong ? DOCUMENT_TEXTS.commentTooLong : (details.comment ?? ' ')}
      />
      {failureAlert}
      <div>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          {DOCUMENT_TEXTS.submit}
        </Button>
      </div>
    </Stack>
  );
}
