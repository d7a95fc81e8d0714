import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { formatFileSize } from '@/shared/files';
import { IMAGE_ACCEPT, IMAGE_FORMATS_TEXT, checkImageFile } from './images';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** An object URL for the file's preview, revoked when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    let objectUrl: string;
    try {
      objectUrl = URL.createObjectURL(file);
    } catch {
      return; // No preview where object URLs are missing (the name is still shown).
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only while the file is shown
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}

/**
 * "Subir una foto del dibujo": the alternative to drawing on the canvas (and its keyboard
 * path). A PNG, JPG, WEBP or GIF up to 5 MB, checked before it is accepted (a refused file
 * leaves `file` as it was and shows why); the chosen one is named, previewed and removable.
 */
export function BenderPhotoField({ file, onChange, disabled = false }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const reason = await checkImageFile(chosen);
    setError(reason);
    if (!reason) onChange(chosen);
  };

  return (
    <Box>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={choose}
        tabIndex={-1}
        disabled={disabled}
        aria-label="Foto del dibujo"
        aria-describedby={error ? errorId : hintId}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-describedby={error ? errorId : hintId}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          {file ? 'Cambiar la foto' : 'Subir una foto del dibujo'}
        </Button>
        {file ? null : (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {IMAGE_FORMATS_TEXT}
          </Typography>
        )}
      </Stack>
      {error ? (
        <FormHelperText error id={errorId} role="alert" sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
      {file ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            mt: 1.5,
            p: 1,
            alignItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            maxWidth: 640,
          }}
        >
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt="Vista previa de la foto del dibujo"
              sx={{
                width: 96,
                height: 72,
                objectFit: 'contain',
                bgcolor: '#FFFFFF',
                borderRadius: 0.5,
                flexShrink: 0,
              }}
            />
          ) : null}
          <Typography
            id={hintId}
            variant="body2"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="bender-photo-name"
          >
            {file.name} ({formatFileSize(file.size)})
          </Typography>
          <Button
            variant="text"
            color="inherit"
            startIcon={<CloseOutlined />}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
            disabled={disabled}
            aria-label={`Quitar la foto ${file.name}`}
            sx={{ flexShrink: 0 }}
          >
            Quitar
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
