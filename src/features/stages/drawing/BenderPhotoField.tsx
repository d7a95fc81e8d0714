import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { formatFileSize } from '@/shared/files';
import { FileChooser } from '@/shared/forms/FileChooser';
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
  const nameId = useId();
  const [error, setError] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);

  const choose = async (chosen: File) => {
    const reason = await checkImageFile(chosen);
    setError(reason);
    if (!reason) onChange(chosen);
  };

  return (
    <Box>
      <FileChooser
        inputLabel="Foto del dibujo"
        accept={IMAGE_ACCEPT}
        onChoose={(chosen) => void choose(chosen)}
        chosen={file}
        chooseLabel="Subir una foto del dibujo"
        changeLabel="Cambiar la foto"
        icon={<AddPhotoAlternateOutlined />}
        placeholder={IMAGE_FORMATS_TEXT}
        // The chosen photo is named and previewed below.
        renderChosen={false}
        describedBy={nameId}
        error={error}
        disabled={disabled}
      />
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
            id={nameId}
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
