import Button from '@mui/material/Button';
import { useRef, useState, type FormEvent } from 'react';
import { acceptOf } from '@/shared/files';
import { FileChooser } from '@/shared/forms/FileChooser';
import { checkDocumentFile, DOCUMENT_RULE, DOCUMENT_TEXTS, documentFileError } from '../forms';
import { draftKey, isString, useDraft } from '../drafts';
import { COMMENT_MAX } from '../model';
import { CommentField } from './CommentField';
import { StageForm } from './StageForm';
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
  const chooser = useRef<HTMLButtonElement>(null);
  const tooLong = comment.trim().length > COMMENT_MAX;

  const onChoose = async (chosen: File) => {
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
    <StageForm label="Documento" onSubmit={onSubmit} spacing={2.5}>
      <FileChooser
        inputLabel="Archivo del documento"
        accept={acceptOf(DOCUMENT_RULE)}
        onChoose={(chosen) => void onChoose(chosen)}
        chosen={file}
        chooseLabel={DOCUMENT_TEXTS.choose}
        placeholder="Ningún archivo elegido"
        error={shownFileError}
        hint={DOCUMENT_TEXTS.hint}
        disabled={sending}
        buttonRef={chooser}
      />
      <CommentField
        label={DOCUMENT_TEXTS.comment}
        value={comment}
        onChange={setComment}
        disabled={sending}
        problem={tooLong ? DOCUMENT_TEXTS.commentTooLong : details.comment}
        hint=" "
      />
      {failureAlert}
      <div>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          {DOCUMENT_TEXTS.submit}
        </Button>
      </div>
    </StageForm>
  );
}
