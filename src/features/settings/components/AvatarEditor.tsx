import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { UserDetails } from '@/features/auth';
import { useSnackbar } from '@/shared/feedback';
import { FileChooser } from '@/shared/forms/FileChooser';
import { useFormSubmission } from '@/shared/forms/useFormSubmission';
import { initials } from '@/shared/text/initials';
import { useUploadAvatarMutation } from '../api';
import { AVATAR_FORMATS_TEXT, AVATAR_TYPES, checkAvatarFile } from '../avatar';

/** The profile picture: chosen, checked and previewed before it is uploaded. */
export function AvatarEditor({ details }: { details: UserDetails }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();
  const snackbar = useSnackbar();
  const submission = useFormSubmission({
    fallback: 'No se pudo subir la foto.',
    describe: (failure) => `No se pudo subir la foto: ${failure.message}`,
  });

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (chosen: File) => {
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
        <FileChooser
          inputLabel="Archivo de la foto de perfil"
          accept={AVATAR_TYPES.join(',')}
          onChoose={(chosen) => void choose(chosen)}
          chosen={file}
          chooseLabel="Elegir foto"
          changeLabel="Elegir foto"
          icon={null}
          // The chosen photo is previewed in the avatar and named below.
          renderChosen={false}
          hint={AVATAR_FORMATS_TEXT}
          disabled={isLoading}
        >
          {file ? (
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
                {isLoading ? 'Subiendo...' : 'Guardar foto'}
              </Button>
              <Button variant="text" onClick={() => setFile(null)} disabled={isLoading}>
                Cancelar
              </Button>
            </Stack>
          ) : null}
        </FileChooser>
        {file ? (
          <Typography variant="body2" noWrap>
            Vista previa: {file.name}
          </Typography>
        ) : null}
        {submission.failureAlert}
      </Stack>
    </Stack>
  );
}
