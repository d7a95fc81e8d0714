import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useSnackbar } from '@/shared/feedback';
import { useDownloadReviewFileMutation } from '../api';

interface Props {
  url: string;
  fileName: string;
  label: string;
}

/** Downloads a protected file (the call carries the session's token). */
export function FileDownloadButton({ url, fileName, label }: Props) {
  const [download, { isLoading }] = useDownloadReviewFileMutation();
  const snackbar = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={isLoading}
      onClick={async () => {
        try {
          await download({ url, fileName }).unwrap();
        } catch (failure) {
          snackbar(
            (failure as { message?: string }).message ?? 'No se pudo descargar el archivo',
            'error',
          );
        }
      }}
    >
      {label}
    </Button>
  );
}
