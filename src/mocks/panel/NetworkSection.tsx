import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import {
  getNetworkSettings,
  NETWORK_ALLOWED,
  NetworkSettingsError,
  resetNetworkSettings,
  subscribeNetworkSettings,
  updateNetworkSettings,
  type NetworkSettings,
} from '../network/state';

type NumberField = 'latencyMs' | 'errorRatePercent';

const subscribe = (notify: () => void) => subscribeNetworkSettings(() => notify());

type Forced = Pick<NetworkSettings, 'forceNext' | 'forceNextOn'>;

/** The failures the panel can force on the next call, as its buttons name them. */
const FORCED_ERRORS: readonly (Forced & { label: string })[] = [
  { forceNext: 401, forceNextOn: 'any', label: 'Forzar 401 en la próxima llamada' },
  { forceNext: 500, forceNextOn: 'any', label: 'Forzar 500 en la próxima llamada' },
  { forceNext: 500, forceNextOn: 'GET', label: 'Forzar 500 en la próxima consulta' },
  { forceNext: 500, forceNextOn: 'write', label: 'Forzar 500 en la próxima escritura' },
];
const FORCED_HTML: readonly (Forced & { label: string })[] = [
  { forceNext: 'html', forceNextOn: 'any', label: 'Responder HTML en la próxima llamada' },
  { forceNext: 'html', forceNextOn: 'GET', label: 'Responder HTML en la próxima consulta' },
];

/** A row of buttons, each forcing its answer on the next call. */
function ForceButtons({ choices }: { choices: readonly (Forced & { label: string })[] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {choices.map(({ label, ...forced }) => (
        <Button key={label} variant="outlined" onClick={() => updateNetworkSettings(forced)}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}

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
  // What was typed in the number fields, and why a value was refused (it is not applied:
  // the field keeps it, marked, with the allowed range).
  const [typed, setTyped] = useState<Partial<Record<NumberField, string>>>({});
  const [refused, setRefused] = useState<Partial<Record<NumberField, string>>>({});
  const change = (field: NumberField, text: string) => {
    setTyped((current) => ({ ...current, [field]: text }));
    try {
      updateNetworkSettings({ [field]: text === '' ? 0 : Number(text) });
      setRefused(({ [field]: _, ...others }) => others);
    } catch (error) {
      if (!(error instanceof NetworkSettingsError)) throw error;
      setRefused((current) => ({ ...current, [field]: error.details[field] }));
    }
  };
  const shown = (field: NumberField) => {
    const text = typed[field];
    const matches = text !== undefined && (text === '' ? 0 : Number(text)) === settings[field];
    return refused[field] || matches ? (text ?? '') : String(settings[field]);
  };
  const numberField = (field: NumberField, label: string, hint: string, step: number) => (
    <TextField
      label={label}
      type="number"
      value={shown(field)}
      onChange={(e) => change(field, e.target.value)}
      error={Boolean(refused[field])}
      helperText={refused[field] ? `Valor no aplicado. ${refused[field]}.` : hint}
      slotProps={{ htmlInput: { ...NETWORK_ALLOWED[field], step } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Estos controles actúan sobre cada llamada a la API simulada y se conservan al recargar.
      </Typography>
      {numberField(
        'latencyMs',
        'Latencia (ms)',
        'Demora añadida a cada respuesta (0 a 30.000 ms)',
        100,
      )}
      {numberField(
        'errorRatePercent',
        'Tasa de errores (%)',
        'Porcentaje de llamadas que responden 500 (0 a 100)',
        5,
      )}
      <FormControlLabel
        control={
          <Switch
            checked={settings.offline}
            onChange={(e) => updateNetworkSettings({ offline: e.target.checked })}
          />
        }
        label="Sin conexión (todas las llamadas fallan)"
      />
      <ForceButtons choices={FORCED_ERRORS} />
      <Typography variant="body2" color="text.secondary">
        Responder HTML (proxy mal configurado): la respuesta es 200 con una página index.html en
        lugar de JSON.
      </Typography>
      <ForceButtons choices={FORCED_HTML} />
      {settings.forceNext !== null && (
        <Alert severity="info" role="status">
          {forcedNotice(settings)}
        </Alert>
      )}
      <Button
        onClick={() => {
          setTyped({});
          setRefused({});
          resetNetworkSettings();
        }}
      >
        Restablecer red
      </Button>
    </Stack>
  );
}
