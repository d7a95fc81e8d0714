import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  databaseSummary,
  ensureDatabase,
  onDatabaseChange,
  resetDatabase,
  type Preset,
} from '../db';
import { ApiReferenceLink } from './ApiReferenceLink';

type Summary = ReturnType<typeof databaseSummary>;
let cached: { key: string; summary: Summary } | null = null;
const subscribe = (notify: () => void) => onDatabaseChange(notify);
/** Same object while nothing changed (what useSyncExternalStore needs). */
function getSummary(): Summary {
  const summary = databaseSummary();
  const key = `${summary.preset}:${summary.counts.map((c) => c.count).join(',')}`;
  if (cached?.key !== key) cached = { key, summary };
  return cached.summary;
}

const PRESET_LABEL: Record<Preset, string> = {
  seed: 'datos de ejemplo',
  large: 'conjunto grande (10.000 ofertas)',
};

/** What the confirmation asks before the data of this browser is replaced. */
const CONFIRM: Record<Preset, { title: string; text: string; action: string }> = {
  seed: {
    title: '¿Restablecer los datos de ejemplo?',
    text: 'Se borrarán los cambios hechos en este navegador (perfiles, postulaciones, CVs, ofertas, evaluaciones…) y se cargarán de nuevo los datos de ejemplo. No se puede deshacer.',
    action: 'Restablecer datos',
  },
  large: {
    title: '¿Cargar el conjunto grande?',
    text: 'Se reemplazarán los datos de este navegador por el conjunto grande (10.000 ofertas): se borrarán los cambios hechos. No se puede deshacer.',
    action: 'Cargar conjunto grande',
  },
};

/** Demo panel section "Datos": what the mock database holds, reset and the large preset. */
export function DataSection() {
  const summary = useSyncExternalStore(subscribe, getSummary);
  const [busy, setBusy] = useState<Preset | null>(null);
  /** The preset whose loading waits for a confirmation (kept while the dialog closes). */
  const [confirm, setConfirm] = useState<{ preset: Preset; open: boolean }>({
    preset: 'seed',
    open: false,
  });
  const ask = (preset: Preset) => setConfirm({ preset, open: true });
  const cancel = () => setConfirm((current) => ({ ...current, open: false }));
  const question = CONFIRM[confirm.preset];
  const [error, setError] = useState<string | null>(null);
  // The browser loads the database on first use: this section is one. Counts show once
  // it is loaded (not zeros meanwhile).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    ensureDatabase().then(
      () => live && setLoaded(true),
      () => live && setError('No se pudieron cargar los datos. Inténtalo de nuevo.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const load = async (preset: Preset) => {
    cancel();
    setBusy(preset);
    setError(null);
    try {
      await resetDatabase(preset);
      // Reload so the app's caches start again from the new data.
      window.location.reload();
    } catch {
      setError('No se pudieron cargar los datos. Inténtalo de nuevo.');
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Conjunto cargado: <strong>{PRESET_LABEL[summary.preset]}</strong>. Los cambios se guardan en
        este navegador hasta que restablezcas los datos.
      </Typography>
      {!loaded && !error && (
        <div role="status">
          <Typography variant="body2">Cargando la base de datos simulada…</Typography>
          <LinearProgress aria-label="Cargando la base de datos" />
        </div>
      )}
      {loaded && (
        <Table size="small" aria-label="Registros en la base de datos simulada">
          <TableBody>
            {summary.counts.map((row) => (
              <TableRow key={row.table}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.count.toLocaleString('es')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {busy && (
        <div role="status">
          <Typography variant="body2">Cargando {PRESET_LABEL[busy]}…</Typography>
          <LinearProgress aria-label="Cargando datos" />
        </div>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" disabled={busy !== null} onClick={() => ask('seed')}>
        Restablecer datos de ejemplo
      </Button>
      <Button variant="outlined" disabled={busy !== null} onClick={() => ask('large')}>
        Cargar conjunto grande (10.000 ofertas)
      </Button>
      <ApiReferenceLink />
      <Dialog
        open={confirm.open}
        onClose={cancel}
        aria-labelledby="data-reset-title"
        aria-describedby="data-reset-text"
      >
        <DialogTitle id="data-reset-title">{question.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="data-reset-text">{question.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={cancel}>
            Cancelar
          </Button>
          <Button color="error" variant="contained" onClick={() => void load(confirm.preset)}>
            {question.action}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
