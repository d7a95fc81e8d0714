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
  type NetworkSettings,
} from '../network/state';

const subscribe = (notify: () => void) => subscribeNetworkSettings(() => notify());

/** What the panel says a forced answer will be. */
function forcedNotice({ forceNext, forceNextOn }: NetworkSettings): string {
  if (forceNext === 'html')
    return forceNextOn === 'GET'
      ? 'La próxima consulta (GET) responderá una página HTML (200, text/html), como un proxy mal configurado.'
      : 'La próxima llamada responderá una página HTML (200, text/html), como un proxy mal configurado.';
  if (forceNextOn === 'GET')
    return `La próxima consulta (GET) responderá ${forceNext}; la app la reintentará.`;
  if (forceNextOn === 'write')
    return `La próxima escritura (POST, PUT, PATCH o DELETE) responderá ${forceNext}; las consultas pasan.`;
  return `La próxima llamada responderá ${forceNext}.`;
}

/**
 * Demo panel section "Red": latency, error rate, offline, force the next call to fail or to
 * answer an HTML page (a misconfigured proxy).
 */
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
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 500, forceNextOn: 'write' })}
        >
          Forzar 500 en la próxima escritura
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Responder HTML (proxy mal configurado): la respuesta es 200 con una página index.html en
        lugar de JSON.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 'html', forceNextOn: 'any' })}
        >
          Responder HTML en la próxima llamada
        </Button>
        <Button
          variant="outlined"
          onClick={() => updateNetworkSettings({ forceNext: 'html', forceNextOn: 'GET' })}
        >
          Responder HTML en la próxima consulta
        </Button>
      </Stack>
      {settings.forceNext !== null && (
        <Alert severity="info" role="status">
          {forcedNotice(settings)}
        </Alert>
      )}
      <Button onClick={() => resetNetworkSettings()}>Restablecer red</Button>
    </Stack>
  );
}
