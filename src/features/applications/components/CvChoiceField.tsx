import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { formatFileSize, useGetCvsQuery } from '@/features/cvs';
import { LoadErrorAlert } from '@/shared/feedback';
import { formatShortDate } from '@/shared/domain';

interface Props {
  chosen: string | null;
  onChoose: (cvId: string) => void;
  error: string | null;
  /** A CV just uploaded: its radio takes the focus once listed (then `onFocused`). */
  focusCvId: string | null;
  onFocused: () => void;
}

/** "CV": the candidate's CVs to apply with, one chosen (loading, failed or none yet said). */
export function CvChoiceField({ chosen, onChoose, error, focusCvId, onFocused }: Props) {
  const labelId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLFieldSetElement>(null);
  const { data: cvs, isLoading, isError, refetch } = useGetCvsQuery();

  useEffect(() => {
    if (!focusCvId) return;
    const radio = fieldRef.current?.querySelector<HTMLInputElement>(
      `input[name="cv"][value="${CSS.escape(focusCvId)}"]`,
    );
    if (radio) {
      radio.focus();
      onFocused();
    }
  }, [focusCvId, cvs, onFocused]);

  return (
    <FormControl ref={fieldRef} error={!!error} component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        CV
      </FormLabel>
      {isLoading ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : null}
      {isError && !cvs ? (
        <LoadErrorAlert fallback="No se pudieron cargar tus CVs." onRetry={() => void refetch()} />
      ) : null}
      {cvs && cvs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Todavía no subiste ningún CV. Sube uno para postular.
        </Typography>
      ) : null}
      {cvs && cvs.length > 0 ? (
        <RadioGroup
          name="cv"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          value={chosen ?? ''}
          onChange={(event) => onChoose(event.target.value)}
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
      {error ? (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
