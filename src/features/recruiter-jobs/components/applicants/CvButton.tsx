import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDownloadCv } from '@/features/cvs';
import { useSnackbar } from '@/shared/feedback';
import type { Applicant } from '../../model';
import { fullName } from './fullName';

/** The applicant's CV, downloaded (or "Sin CV"). */
export function CvButton({ applicant }: { applicant: Applicant }) {
  const downloadCv = useDownloadCv();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const { cv } = applicant;
  if (!cv) return <Typography variant="body2">Sin CV</Typography>;
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      disabled={busy}
      aria-label={`Descargar CV de ${fullName(applicant)}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadCv(cv);
        } catch {
          snackbar('No se pudo descargar el CV.', 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      CV
    </Button>
  );
}
