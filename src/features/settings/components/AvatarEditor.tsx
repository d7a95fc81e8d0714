import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { UserDetails } from '@/features/auth';
import { useSnackbar } from '@/shared/feedback';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { initials } from '@/shared/text/initials';
import { useUploadAvatarMutation } from '../api';
import { AVATAR_FORMATS_TEXT, AVATAR_TYPES, checkAvatarFile } from '../avatar';

/** The profile picture: chosen, checked and previewed before it is uploaded. */
export function AvatarEditor({ details }: { details: UserDetails }) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();
  const snackbar = useSnackbar();
  const submission = useFormSubmission({
    fallback: 'No se pudo subir la foto.',
    describe: (failure) => `No se pudo subir la foto: ${failure.message}`,
  });
  const error = submission.failure;

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const reason = await checkAvatarFile(chosen);
    if (reason) submission.fail(reason);
    else submission.clear();
    setFile(reason ? null : chosen);
  };

  const save = async () => {
    if (!file) return;
    const saved = await submission.run(() => uploadAvatar({ userId: details.id, file }).unwrap());
    if (!saved.ok) return;
    setFile(null);
    snackbar('Foto de perfil actualizada', 'success');
  };

  const name = `${details.name} ${details.lastName}`.trim();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar
        src={preview ?? details.avatar ?? undefined}
        alt={preview ? 'Vista previa de la nueva foto' : `Foto de perfil de ${name}`}
        sx={{
          width: 96,
          height: 96,
          fontSize: '2rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials(name)}
      </Avatar>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {AVATAR_FORMATS_TEXT}
        </Typography>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={choose}
          aria-describedby={error ? errorId : undefined}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          aria-label="Archivo de la foto de perfil"
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={() => inputRef.current?.click()} disabled={isLoading}>
            Elegir foto
          </Button>
          {file ? (
            <>
              <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
                {isLoading ? 'Subiendo...' : 'Guardar foto'}
              </Button>
              <Button variant="text" onClick={() => setFile(null)} disabled={isLoading}>
                Cancelar
              </Button>
            </>
          ) : null}
        </Stack>
        {file ? (
          <Typography variant="body2" noWrap>
            Vista previa: {file.name}
          </Typography>
        ) : null}
        {submission.failureAlert ? <div id={errorId}>{submission.failureAlert}</div> : null}
      </Stack>
    </Stack>
  );
}
