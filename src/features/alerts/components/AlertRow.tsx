import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { isApiError } from '@/app/api';
import { alertMatchesLabel, criteriaInWords, criteriaSearchHref } from '@/shared/domain';
import { useConfirm, useSnackbar } from '@/shared/feedback';
import { RouterLink } from '@/shared/navigation';
import { useDeleteJobAlertMutation, useUpdateJobAlertMutation } from '../api';
import type { JobAlert } from '../model';
import { AlertNameDialog } from './AlertNameDialog';

/** The text of a failed action, with the server's reason when it gave one. */
const failureText = (what: string, failure: unknown) =>
  `${what}: ${isApiError(failure) ? failure.message : 'inténtalo de nuevo.'}`;

/** One alert of "Mis alertas": its name, criteria, matches now, and what can be done with it. */
export function AlertRow({ alert }: { alert: JobAlert }) {
  const nameId = useId();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [update, updating] = useUpdateJobAlertMutation();
  const [remove, removing] = useDeleteJobAlertMutation();
  const [renaming, setRenaming] = useState(false);
  const busy = updating.isLoading || removing.isLoading;

  const toggle = async () => {
    if (busy) return;
    const active = !alert.active;
    try {
      await update({ id: alert.id, change: { active } }).unwrap();
      snackbar(active ? 'Alerta reanudada' : 'Alerta pausada', 'success');
    } catch (failure) {
      snackbar(
        failureText(`No se pudo ${active ? 'reanudar' : 'pausar'} la alerta`, failure),
        'error',
      );
    }
  };

  const erase = async () => {
    if (busy) return;
    const ok = await confirm({
      description: `Se eliminará la alerta «${alert.name}».`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove(alert.id).unwrap();
      snackbar('Alerta eliminada', 'success');
    } catch (failure) {
      snackbar(failureText('No se pudo eliminar la alerta', failure), 'error');
    }
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        borderRadius: 3,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography
            id={nameId}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {alert.name}
          </Typography>
          <Chip
            size="small"
            label={alert.active ? 'Activa' : 'Pausada'}
            color={alert.active ? 'success' : 'default'}
            variant={alert.active ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {criteriaInWords(alert.criteria)}
        </Typography>
        <Link
          component={RouterLink}
          to={criteriaSearchHref(alert.criteria)}
          variant="body2"
          sx={{ display: 'inline-block', mt: 0.5, fontWeight: 500 }}
        >
          {alertMatchesLabel(alert.matchCount)}
        </Link>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          startIcon={
            alert.active ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />
          }
          // The second click of a double click would undo the first: one click, one change.
          onClick={(event) => {
            if (event.detail <= 1) void toggle();
          }}
          loading={updating.isLoading}
          disabled={removing.isLoading}
          aria-label={`${alert.active ? 'Pausar' : 'Reanudar'} ${alert.name}`}
        >
          {alert.active ? 'Pausar' : 'Reanudar'}
        </Button>
        <Button
          size="small"
          startIcon={<EditOutlined aria-hidden />}
          onClick={() => setRenaming(true)}
          disabled={busy}
          aria-label={`Cambiar nombre de ${alert.name}`}
        >
          Cambiar nombre
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined aria-hidden />}
          onClick={() => void erase()}
          loading={removing.isLoading}
          disabled={updating.isLoading}
          aria-label={`Eliminar ${alert.name}`}
        >
          Eliminar
        </Button>
      </Stack>
      {renaming ? (
        <AlertNameDialog
          title="Cambiar nombre de la alerta"
          initialName={alert.name}
          submitLabel="Guardar"
          failurePrefix="No se pudo cambiar el nombre."
          successMessage="Nombre de la alerta guardado"
          onSave={(name) => update({ id: alert.id, change: { name } }).unwrap()}
          onClose={() => setRenaming(false)}
        />
      ) : null}
    </Paper>
  );
}
