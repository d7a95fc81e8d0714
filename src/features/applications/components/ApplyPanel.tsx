import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectClaims } from '@/features/auth';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { ErrorSummary } from '@/shared/forms/ErrorSummary';
import { isString, useDraft } from '@/shared/forms/drafts';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { CvUploadForm, formatFileSize, useGetCvsQuery } from '@/features/cvs';
import { formatShortDate } from '@/shared/domain';
import { useApplyToOfferMutation } from '../api';
import { workflowPath } from '../paths';
import { APPLY_MESSAGES, COVER_LETTER_MAX } from '../model';

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
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const cvLabelId = useId();
  const cvErrorId = useId();
  const { data: cvs, isLoading: cvsLoading, isError: cvsFailed, refetch } = useGetCvsQuery();
  const [apply, { isLoading: sending }] = useApplyToOfferMutation();
  const [cvId, setCvId] = useState<string | null>(null);
  const userId = useAppSelector(selectClaims)?.appUserId ?? 'anon';
  // The letter survives a reload (and a failed send) until the application is sent.
  const [coverLetter, setCoverLetter, clearLetter] = useDraft(
    `talentia:apply-draft:${userId}:${jobId}`,
    '',
    isString,
  );
  const [cvError, setCvError] = useState<string | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  /** A CV just uploaded: its radio takes the focus once listed (the upload form is gone). */
  const [focusCvId, setFocusCvId] = useState<string | null>(null);
  const cvFieldRef = useRef<HTMLFieldSetElement>(null);
  /** Failed submits, for the error summary (it takes the focus after each). */
  const [attempt, setAttempt] = useState(0);

  // The newest CV is chosen until the candidate picks one (or the chosen one disappears).
  const chosen = cvs?.some((cv) => cv.id === cvId) ? cvId : (cvs?.[0]?.id ?? null);

  const noCvs = !!cvs && cvs.length === 0;
  const letterTooLong = coverLetter.trim().length > COVER_LETTER_MAX;

  const submission = useFormSubmission({
    fallback: 'No se pudo enviar la postulación. Inténtalo de nuevo.',
    onConflict: (error) => {
      onConflict(
        error.code === 'offer_closed' || /no recibe postulaciones/i.test(error.message)
          ? 'offer_closed'
          : 'already_applied',
      );
      return true;
    },
    onDetails: (details) => {
      if (details.cvId) {
        setCvError(details.cvId);
        setAttempt((n) => n + 1);
      }
      return details.coverLetter ? [details.coverLetter] : [];
    },
    // The CV's own message is in the summary; the letter's, or the server's, at the form.
    describe: (error, unplaced) =>
      unplaced[0] ??
      (error.details?.cvId ? null : `No se pudo enviar la postulación: ${error.message}`),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    submission.clear();
    if (!chosen || letterTooLong) {
      if (!chosen) setCvError(APPLY_MESSAGES.chooseCv);
      setAttempt((n) => n + 1);
      return;
    }
    setCvError(null);
    const sent = await submission.run(() =>
      apply({
        jobOfferId: jobId,
        cvId: chosen,
        coverLetter: coverLetter.trim() || undefined,
      }).unwrap(),
    );
    if (!sent.ok) return;
    clearLetter();
    snackbar(APPLY_MESSAGES.sent, 'success');
    navigate(workflowPath(jobId));
  };

  useEffect(() => {
    if (!focusCvId) return;
    const radio = cvFieldRef.current?.querySelector<HTMLInputElement>(
      `input[name="cv"][value="${CSS.escape(focusCvId)}"]`,
    );
    if (radio) {
      radio.focus();
      setFocusCvId(null);
    }
  }, [focusCvId, cvs]);

  const showUpload = noCvs || uploadOpen;
  const summary = [
    ...(cvError ? [{ name: 'cv', label: 'CV', message: cvError }] : []),
    ...(letterTooLong
      ? [
          {
            name: 'coverLetter',
            label: 'Carta de presentación',
            message: APPLY_MESSAGES.coverLetterTooLong,
          },
        ]
      : []),
  ];

  return (
    <Stack spacing={2.5}>
      <ErrorSummary items={summary} attempt={attempt} />
      <FormControl ref={cvFieldRef} error={!!cvError} component="fieldset" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id={cvLabelId} sx={{ fontWeight: 600, mb: 1 }}>
          CV
        </FormLabel>
        {cvsLoading ? (
          <Stack spacing={1}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : null}
        {cvsFailed && !cvs ? (
          <LoadErrorAlert
            fallback="No se pudieron cargar tus CVs."
            onRetry={() => void refetch()}
          />
        ) : null}
        {noCvs ? (
          <Typography variant="body2" color="text.secondary">
            Todavía no subiste ningún CV. Sube uno para postular.
          </Typography>
        ) : null}
        {cvs && cvs.length > 0 ? (
          <RadioGroup
            name="cv"
            aria-labelledby={cvLabelId}
            aria-describedby={cvError ? cvErrorId : undefined}
            value={chosen ?? ''}
            onChange={(event) => {
              setCvId(event.target.value);
              setCvError(null);
            }}
            sx={{ gap: 1 }}
          >
            {cvs.map((cv) => (
              <FormControlLabel
                key={cv.id}
                value={cv.id}
                control={<Radio />}
                sx={{
                  m: 0,
                  pr: 1.5,
                  py: 0.5,
                  alignItems: 'flex-start',
                  border: 1,
                  borderRadius: 2,
                  borderColor: cv.id === chosen ? 'primary.main' : 'divider',
                  '& .MuiRadio-root': { mt: -0.25 },
                }}
                label={
                  <Box sx={{ py: 0.75, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {cv.fileName}
                    </Typography>
                    {cv.description ? (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {cv.description}
                      </Typography>
                    ) : null}
                    <Typography variant="caption" color="text.secondary">
                      {formatFileSize(cv.size)} · {formatShortDate(cv.createdAt)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
        {cvError ? (
          <FormHelperText id={cvErrorId} sx={{ mx: 0 }}>
            {cvError}
          </FormHelperText>
        ) : null}
      </FormControl>

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
              setCvId(cv.id);
              setFocusCvId(cv.id);
              setCvError(null);
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

      <Stack component="form" noValidate aria-label="Postular" spacing={2} onSubmit={submit}>
        <TextField
          label="Carta de presentación"
          name="coverLetter"
          multiline
          minRows={5}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.target.value)}
          placeholder="Cuéntale a la empresa por qué te interesa esta oferta (opcional)"
          error={letterTooLong}
          helperText={
            letterTooLong
              ? `${APPLY_MESSAGES.coverLetterTooLong} (${coverLetter.trim().length}/${COVER_LETTER_MAX})`
              : `Opcional · ${coverLetter.trim().length}/${COVER_LETTER_MAX}`
          }
        />
        {submission.failureAlert}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {sending ? 'Enviando...' : 'Postular'}
        </Button>
      </Stack>
    </Stack>
  );
}
