import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { dismissResetNotice, readResetNotice, subscribeResetNotice } from '../db/reset-notice';

/**
 * At the top of the demo panel, whatever the section: the stored data could not be used and
 * the seed replaced it (the copy kept apart is named), until QA dismisses it.
 */
export function DataResetNotice() {
  const notice = useSyncExternalStore(subscribeResetNotice, readResetNotice, () => null);
  if (!notice) return null;
  const when = new Date(notice.at);
  return (
    <Alert
      severity="warning"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={dismissResetNotice}>
          Entendido
        </Button>
      }
    >
      <AlertTitle>Los datos se restablecieron</AlertTitle>
      Los datos guardados en este navegador no se podían usar ({notice.reason}) y se reemplazaron
      por los datos de ejemplo
      {Number.isNaN(when.getTime()) ? '' : ` el ${when.toLocaleString('es')}`}. La copia anterior
      quedó aparte, en IndexedDB, como «{notice.copy}».
    </Alert>
  );
}
