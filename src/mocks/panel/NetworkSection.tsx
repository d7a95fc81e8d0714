import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import {
  getNetworkSettings,
  resetNetworkSettings,
  subscribeNetworkSettings,
  updateNetworkSettings,
} from '../network/state';

const subscribe = (notify: () => void) => subscribeNetworkSettings(() => notify());

/** Demo panel section "Red": latency, error rate, offline, force the next call to fail. */
export function NetworkSection() {
  const settings = useSyncExternalStore(subscribe, getNetworkSettings);
  const toNumber = (text: string) => (text === '' ? 0 : Number(text));

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Estos controles actúan sobre cada llamada a la API simulada y se conservan al recargar.
      </Typography>
      <TextField
        label="Latencia (ms)"
        type="number"
        value={settings.latencyMs}
        onChange={(e) => updateNetworkSettings({ latencyMs: toNumber(e.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 30000, step: 100 } }}
        helperText="Demora añadida a cada respuesta (0 a 30.000 ms)"
      />
      <TextField
        label="Tasa de errores (%)"
        type="number"
        value={settings.errorRatePercent}
        onChange={(e) => updateNetworkSettings({ errorRatePercent: toNumber(e.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 5 } }}
        helperText="Porcentaje de llamadas que responden 500"
      />
      <FormControlLabel
        control={
          <Switch
            checked={settings.offline}
            onChange={(e) => updateNetworkSettings({ offline: e.target.checked })}
          />
        }
        label="Sin conexión (todas las llamadas fallan)"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 401, forceNextOn: 'any' })}
        >
          Forzar 401 en la próxima llamada
        </Button>
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 500, forceNextOn: 'any' })}
        >
          Forzar 500 en la próxima llamada
        </Button>
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 500, forceNextOn: 'GET' })}
        >
          Forzar 500 en la próxima consulta
        </Button>
      </Stack>
      {settings.forceNext !== null && (
        <Alert severity="info" role="status">
          {settings.forceNextOn === 'GET'
            ? `La próxima consulta (GET) responderá ${settings.forceNext}; la app la reintentará.`
            : `La próxima llamada responderá ${settings.forceNext}.`}
        </Alert>
      )}
      <Button onClick={() => resetNetworkSettings()}>Restablecer red</Button>
    </Stack>
  );
}
