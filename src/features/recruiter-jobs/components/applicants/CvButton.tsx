import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDownloadCv } from '@/features/cvs';
import { useSnackbar } from '@/shared/feedback';
import type { Applicant } from '../../model';
import { fullName } from './fullName';

type CvRef = { id: string; fileName: string };

/** A CV sent to the company, downloaded with the session's token. */
export function CvDownloadButton({ cv, label, text }: { cv: CvRef; label: string; text: string }) {
  const downloadCv = useDownloadCv();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      disabled={busy}
      aria-label={label}
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
      {text}
    </Button>
  );
}

/** The applicant's CV, downloaded (or "Sin CV"). */
export function CvButton({ applicant }: { applicant: Applicant }) {
  const { cv } = applicant;
  if (!cv) return <Typography variant="body2">Sin CV</Typography>;
  return <CvDownloadButton cv={cv} label={`Descargar CV de ${fullName(applicant)}`} text="CV" />;
}
