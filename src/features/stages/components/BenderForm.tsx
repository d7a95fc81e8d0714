import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/shared/feedback';
import { useFormSubmission, type SubmissionError } from '@/shared/forms/useFormSubmission';
import { useSubmitAttemptMutation, useUploadBenderDrawingMutation } from '../api';
import { BENDER_TEXTS } from '../forms';
import { stageTypeLabel } from '@/shared/domain';
import { draftKey, useDraft } from '../drafts';
import {
  BenderDrawing,
  BenderPhotoField,
  drawingToPng,
  isEmpty,
  parseDrawing,
  type Drawing,
} from '../drawing';
import { BenderFiguresSection } from './BenderFiguresSection';
import { SEND_FAILED, stageFailureText, type StageFormProps } from './useStageSubmit';
import { StageForm } from './StageForm';

const isDrawing = (value: unknown): value is Drawing =>
  Array.isArray(value) && parseDrawing(value).length === value.length;

interface Props extends StageFormProps {
  /** An attempt already made whose drawing did not arrive: sending uploads to it, no new attempt. */
  pendingAttemptId: string | null;
}

/**
 * The Bender stage: draw on the canvas (or upload a photo of a drawing on paper), then
 * "Enviar dibujo" makes the attempt and uploads the drawing as PNG with its id. If the upload
 * fails after the attempt exists, sending again only uploads again.
 */
export function BenderForm({ pendingAttemptId, ...props }: Props) {
  const [drawing, setDrawing, clearDrawing] = useDraft<Drawing>(
    draftKey(props.applicationId, props.stageId),
    [],
    isDrawing,
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const [createdAttemptId, setAttemptId] = useState<string | null>(null);
  // An attempt made here, or one made before whose drawing did not arrive.
  const attemptId = createdAttemptId ?? pendingAttemptId;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitAttempt] = useSubmitAttemptMutation();
  const [upload] = useUploadBenderDrawingMutation();
  const snackbar = useSnackbar();
  // Two calls, each with its own words for a fault: one submission per call.
  const conflict = (error: { message: string }) => {
    props.onConflict(error.message);
    return true;
  };
  const describe = (fallback: string) => (error: SubmissionError) =>
    error.status > 0 && error.status < 500
      ? (error.details?.file ?? error.message)
      : stageFailureText(error, fallback);
  const attemptSubmission = useFormSubmission({
    fallback: SEND_FAILED,
    onConflict: conflict,
    onDetails: () => [],
    describe: describe(SEND_FAILED),
  });
  const uploadSubmission = useFormSubmission({
    fallback: BENDER_TEXTS.uploadFailed,
    onConflict: conflict,
    onDetails: () => [],
    describe: describe(BENDER_TEXTS.uploadFailed),
  });
  const failureAlert = attemptSubmission.failureAlert ?? uploadSubmission.failureAlert;
  const failure = attemptSubmission.failure ?? uploadSubmission.failure;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    attemptSubmission.clear();
    uploadSubmission.clear();
    if (!photo && isEmpty(drawing)) {
      setProblem(BENDER_TEXTS.nothing);
      return;
    }
    setBusy(true);
    try {
      const image = photo ?? (await drawingToPng(drawing));
      let id = attemptId;
      if (!id) {
        const made = await attemptSubmission.run(() =>
          submitAttempt({
            jobOfferId: props.jobId,
            applicationId: props.applicationId,
            stageId: props.stageId,
            body: { type: 'psychometric_bender' },
          }).unwrap(),
        );
        if (!made.ok) return;
        id = made.value.id;
        setAttemptId(id);
      }
      const sentId = id;
      const uploaded = await uploadSubmission.run(() =>
        upload({
          jobOfferId: props.jobId,
          applicationId: props.applicationId,
          attemptId: sentId,
          file: image,
          fileName: photo ? photo.name : 'dibujo.png',
        }).unwrap(),
      );
      if (uploaded.ok) {
        clearDrawing();
        snackbar(BENDER_TEXTS.sent, 'success');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <StageForm label={stageTypeLabel('psychometric_bender')} onSubmit={onSubmit} spacing={3}>
      {pendingAttemptId && !failure ? (
        <Alert severity="info">{BENDER_TEXTS.pendingUpload}</Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // Side by side from md: the figures at the canvas's width, hence at its scale.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <BenderFiguresSection />
        <Stack component="section" aria-label="Dibuja en el lienzo" spacing={1.5}>
          <Typography variant="h6" component="h2">
            Dibuja en el lienzo
          </Typography>
          <BenderDrawing value={drawing} onChange={setDrawing} disabled={busy || !!photo} />
        </Stack>
      </Box>
      <Divider>o</Divider>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Subir una foto del dibujo
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Si prefieres dibujar en papel, sube una foto nítida de la hoja. Si eliges una foto, se
          enviará la foto en lugar del lienzo.
        </Typography>
        <BenderPhotoField file={photo} onChange={setPhoto} disabled={busy} />
      </Stack>
      {problem ? (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      ) : null}
      {failureAlert}
      <div>
        <Button type="submit" variant="contained" size="large" loading={busy}>
          {BENDER_TEXTS.submit}
        </Button>
      </div>
    </StageForm>
  );
}
