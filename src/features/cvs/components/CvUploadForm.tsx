import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FileChooser } from '@/shared/forms/FileChooser';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { useUploadCv } from '../api';
import {
  CV_ACCEPT,
  CV_DESCRIPTION_MAX,
  cvDescriptionError,
  checkCvFile,
  cvFileError,
} from '../files';
import type { Cv } from '../model';

interface Props {
  /** Called with the new CV after a 201. */
  onUploaded?: (cv: Cv) => void;
  /** Called when the user gives up (a "Cancelar" button is shown only when given). */
  onCancel?: () => void;
  /** Accessible name of the form. */
  label?: string;
  /** Focus "Elegir archivo" when the form appears (opened by the user, e.g. "Subir otro CV"). */
  autoFocus?: boolean;
}

/**
 * Upload a CV: a file (PDF, DOC or DOCX up to 5 MB, checked before sending) and an
 * optional description (up to 200 characters), with the upload's progress. Its own
 * `<form>`: never put it inside another form.
 */
export function CvUploadForm({ onUploaded, onCancel, label = 'Subir CV', autoFocus }: Props) {
  const progressId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [descriptionServerError, setDescriptionServerError] = useState<string | null>(null);
  const { upload, uploading, percent } = useUploadCv();
  const submission = useFormSubmission({
    fallback: 'Error al subir el archivo',
    // The file's and the description's own messages go on them; the server's at the form.
    onDetails: (details) => {
      if (details.file) setFileError(details.file);
      if (details.description) setDescriptionServerError(details.description);
      return [];
    },
  });
  const descriptionError = cvDescriptionError(description) ?? descriptionServerError;

  const choose = async (chosen: File) => {
    submission.clear();
    const reason = await checkCvFile(chosen);
    setFileError(reason);
    setFile(reason ? null : chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (uploading) return;
    submission.clear();
    const reason = cvFileError(file);
    if (reason) setFileError(reason);
    if (reason || cvDescriptionError(description) || !file) return;
    const uploaded = await submission.run(async () => {
      const result = await upload({ file, description });
      if ('error' in result) throw result.error;
      return result.data;
    });
    if (!uploaded.ok) return;
    setFile(null);
    setDescription('');
    setFileError(null);
    setDescriptionServerError(null);
    onUploaded?.(uploaded.value);
  };

  return (
    <Stack component="form" noValidate aria-label={label} spacing={2} onSubmit={submit}>
      <FileChooser
        inputLabel="Archivo del CV"
        accept={CV_ACCEPT}
        onChoose={(chosen) => void choose(chosen)}
        chosen={file}
        icon={<UploadFileOutlined />}
        placeholder="PDF, DOC o DOCX, hasta 5 MB."
        error={fileError}
        disabled={uploading}
        autoFocus={autoFocus}
        statusTestId="cv-chosen-file"
      />
      <TextField
        label="Descripción (opcional)"
        name="description"
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setDescriptionServerError(null);
        }}
        placeholder="Ej.: CV en español, enfocado en frontend"
        error={!!descriptionError}
        helperText={descriptionError ?? `${description.trim().length}/${CV_DESCRIPTION_MAX}`}
        disabled={uploading}
      />
      {uploading ? (
        <Box>
          <Typography id={progressId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {percent === null || percent >= 100
              ? 'Procesando el archivo...'
              : `Subiendo... ${percent} %`}
          </Typography>
          <LinearProgress
            aria-labelledby={progressId}
            variant={percent === null || percent >= 100 ? 'indeterminate' : 'determinate'}
            value={percent ?? 0}
          />
        </Box>
      ) : null}
      {submission.failureAlert}
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={uploading}>
          {uploading ? 'Subiendo...' : 'Subir CV'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="text" onClick={onCancel} disabled={uploading}>
            Cancelar
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
