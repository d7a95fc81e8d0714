import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { CvUploadForm, useGetCvsQuery } from '@/features/cvs';
import { useSnackbar } from '@/shared/feedback';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { APPLY_MESSAGES, COVER_LETTER_MAX } from '../model';
import { CvChoiceField } from './CvChoiceField';
import { useApplyForm } from './useApplyForm';

interface Props {
  jobId: string;
  /** A 409 told us the offer is already applied to, or closed. */
  onConflict: (kind: 'already_applied' | 'offer_closed') => void;
}

/**
 * Apply with a chosen CV and an optional cover letter. The CV upload is a separate form
 * beside the apply form (never inside it). A failure keeps the letter and the chosen CV.
 */
export function ApplyPanel({ jobId, onConflict }: Props) {
  const snackbar = useSnackbar();
  const { data: cvs } = useGetCvsQuery();
  const apply = useApplyForm(jobId, cvs, onConflict);
  const { coverLetter, letterTooLong } = apply;
  const [uploadOpen, setUploadOpen] = useState(false);
  /** A CV just uploaded: its radio takes the focus once listed (the upload form is gone). */
  const [focusCvId, setFocusCvId] = useState<string | null>(null);
  const focused = useCallback(() => setFocusCvId(null), []);

  const noCvs = !!cvs && cvs.length === 0;
  const showUpload = noCvs || uploadOpen;

  return (
    <Stack spacing={2.5}>
      <ErrorSummary items={apply.summary} attempt={apply.attempt} />
      <CvChoiceField
        chosen={apply.chosen}
        onChoose={apply.choose}
        error={apply.cvError}
        focusCvId={focusCvId}
        onFocused={focused}
      />

      {showUpload ? (
        <Box
          component="section"
          aria-label="Subir un CV nuevo"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
        >
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            Subir un CV nuevo
          </Typography>
          <CvUploadForm
            label="Subir un CV nuevo"
            autoFocus={uploadOpen}
            onUploaded={(cv) => {
              apply.choose(cv.id);
              setFocusCvId(cv.id);
              setUploadOpen(false);
              snackbar(`CV subido: ${cv.fileName}`, 'success');
            }}
            onCancel={noCvs ? undefined : () => setUploadOpen(false)}
          />
        </Box>
      ) : cvs ? (
        <Button
          variant="text"
          startIcon={<AddOutlined />}
          onClick={() => setUploadOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Subir otro CV
        </Button>
      ) : null}

      <Stack component="form" noValidate aria-label="Postular" spacing={2} onSubmit={apply.submit}>
        <TextField
          label="Carta de presentación"
          name="coverLetter"
          multiline
          minRows={5}
          value={coverLetter}
          onChange={(event) => apply.setCoverLetter(event.target.value)}
          placeholder="Cuéntale a la empresa por qué te interesa esta oferta (opcional)"
          error={letterTooLong}
          helperText={
            letterTooLong
              ? `${APPLY_MESSAGES.coverLetterTooLong} (${coverLetter.trim().length}/${COVER_LETTER_MAX})`
              : `Opcional · ${coverLetter.trim().length}/${COVER_LETTER_MAX}`
          }
        />
        {apply.failureAlert}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={apply.sending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {apply.sending ? 'Enviando...' : 'Postular'}
        </Button>
      </Stack>
    </Stack>
  );
}
