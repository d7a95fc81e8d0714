import { DownloadButton } from '@/shared/files/DownloadButton';
import { useDownloadReviewFileMutation } from '../api';

interface Props {
  url: string;
  fileName: string;
  label: string;
}

/** Downloads a protected file (the call carries the session's token). */
export function FileDownloadButton({ url, fileName, label }: Props) {
  const [download, { isLoading }] = useDownloadReviewFileMutation();
  return (
    <DownloadButton
      download={() => download({ url, fileName }).unwrap()}
      busy={isLoading}
      failureText="No se pudo descargar el archivo"
    >
      {label}
    </DownloadButton>
  );
}
