import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/app/api';
import { useSnackbar, LoadErrorAlert } from '@/shared/feedback';
import { useConfirm } from '@/shared/feedback';
import { useDeleteCvMutation, useDownloadCv, useGetCvsQuery } from '../api';
import { formatShortDate } from '@/shared/domain';
import { Section } from '@/shared/screens';
import { formatFileSize } from '../files';
import type { Cv } from '../model';
import { CvUploadForm } from './CvUploadForm';

/** The "Mis CVs" tab: upload, then the list (file name, description, size, date). */
export function MyCvsPanel() {
  const { data: cvs, isLoading, isError, error, refetch } = useGetCvsQuery();
  const snackbar = useSnackbar();

  return (
    <Stack spacing={3}>
      <Section title="Subir un CV" id="cv-upload-title">
        <CvUploadForm onUploaded={(cv) => snackbar(`CV subido: ${cv.fileName}`, 'success')} />
      </Section>
      <Box component="section" aria-labelledby="cv-list-title">
        <Typography id="cv-list-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Tus CVs{cvs?.length ? ` (${cvs.length})` : ''}
        </Typography>
        {isLoading ? (
          <Stack spacing={1.5} aria-busy="true" aria-label="Cargando CVs">
            <Skeleton variant="rounded" height={76} />
            <Skeleton variant="rounded" height={76} />
          </Stack>
        ) : null}
        {isError && !cvs ? (
          <LoadErrorAlert
            message={isApiError(error) ? error.message : null}
            fallback="No se pudieron cargar tus CVs."
            onRetry={() => void refetch()}
          />
        ) : null}
        {cvs && cvs.length === 0 ? (
          <Paper variant="outlined" sx={{ borderRadius: 3, p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">Todavía no subiste ningún CV</Typography>
          </Paper>
        ) : null}
        {cvs && cvs.length > 0 ? (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {cvs.map((cv) => (
              <CvRow key={cv.id} cv={cv} />
            ))}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function CvRow({ cv }: { cv: Cv }) {
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [deleteCv] = useDeleteCvMutation();
  const downloadCv = useDownloadCv();

  const remove = async () => {
    const ok = await confirm({
      description: `Se eliminará el CV "${cv.fileName}".`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteCv(cv.id).unwrap();
      snackbar('CV eliminado', 'success');
    } catch (failure) {
      snackbar(
        `No se pudo eliminar el CV: ${isApiError(failure) ? failure.message : 'inténtalo de nuevo.'}`,
        'error',
      );
    }
  };

  const download = async () => {
    try {
      await downloadCv(cv);
    } catch (failure) {
      snackbar(
        `No se pudo descargar el CV: ${isApiError(failure) ? failure.message : 'inténtalo de nuevo.'}`,
        'error',
      );
    }
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={cv.fileName}
      sx={{ borderRadius: 3, p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <DescriptionOutlined color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cv.fileName}</Typography>
        {cv.description ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {cv.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(cv.size)} · Subido el {formatShortDate(cv.createdAt)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
        <Tooltip title="Descargar">
          <IconButton aria-label={`Descargar ${cv.fileName}`} onClick={() => void download()}>
            <FileDownloadOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Eliminar">
          <IconButton aria-label={`Eliminar ${cv.fileName}`} onClick={() => void remove()}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
