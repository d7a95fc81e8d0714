import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useSnackbar } from '@/shared/feedback';

interface Props {
  /** Fetches the file and saves it (rejects with the server's reason when it cannot). */
  download: () => Promise<unknown>;
  /** A download is on its way: the button waits. */
  busy: boolean;
  /** Said when the download fails without a reason from the server. */
  failureText: string;
  children: ReactNode;
}

/** A button that downloads a protected file; a failure is said in the snackbar. */
export function DownloadButton({ download, busy, failureText, children }: Props) {
  const snackbar = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={async () => {
        try {
          await download();
        } catch (failure) {
          snackbar((failure as { message?: string }).message ?? failureText, 'error');
        }
      }}
    >
      {children}
    </Button>
  );
}
