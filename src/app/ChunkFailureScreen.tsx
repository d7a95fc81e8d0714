import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PendingIndicator } from '@/shared/feedback';
import { StatusScreen } from '@/shared/screens';
import {
  classifyChunkFailure,
  failedChunkUrl,
  mayReloadOnce,
  probeChunk,
  type ChunkFailure,
} from './chunkFailure';

export const CHUNK_FAILURE_TEXTS = {
  offline: {
    title: 'Sin conexión',
    text: 'No pudimos cargar esta pantalla. Revisa tu conexión a internet y vuelve a intentarlo.',
    stillOffline: 'Sigues sin conexión. Vuelve a intentarlo cuando tengas internet.',
  },
  newVersion: {
    title: 'Hay una versión nueva',
    text: 'Talentia se actualizó mientras la usabas. Actualiza la página para seguir.',
  },
} as const;

interface Props {
  error: unknown;
  /** A full load of the page (the browser's by default; tests pass their own). */
  reload?: () => void;
}

const browserReload = () => window.location.reload();

/**
 * A screen whose code could not be fetched: offline, "Sin conexión" with "Reintentar"; the
 * chunk gone after a deployment, one reload, then "Hay una versión nueva" with "Actualizar".
 * Retrying loads the same address again (a failed route module is not fetched twice by the
 * router), once the file can be reached.
 */
export function ChunkFailureScreen({ error, reload = browserReload }: Props) {
  const [failure, setFailure] = useState<ChunkFailure | 'checking' | 'reloading'>('checking');
  const [retrying, setRetrying] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const url = failedChunkUrl(error) ?? window.location.href;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const online = navigator.onLine;
      const kind = classifyChunkFailure(online, online ? await probeChunk(url) : 'unreachable');
      if (cancelled) return;
      if (kind === 'new-version' && mayReloadOnce(window.location.href)) {
        setFailure('reloading');
        reload();
        return;
      }
      setFailure(kind);
    })();
    return () => {
      cancelled = true;
    };
  }, [url, reload]);

  const retry = async () => {
    setRetrying(true);
    setStillOffline(false);
    const probe = navigator.onLine ? await probeChunk(url) : 'unreachable';
    if (probe === 'unreachable') {
      setRetrying(false);
      setStillOffline(true);
      return;
    }
    reload();
  };

  if (failure === 'checking' || failure === 'reloading') return <PendingIndicator />;
  if (failure === 'new-version') {
    return (
      <StatusScreen
        title={CHUNK_FAILURE_TEXTS.newVersion.title}
        text={CHUNK_FAILURE_TEXTS.newVersion.text}
        action={
          <Button variant="contained" onClick={reload}>
            Actualizar
          </Button>
        }
      />
    );
  }
  return (
    <StatusScreen
      title={CHUNK_FAILURE_TEXTS.offline.title}
      text={CHUNK_FAILURE_TEXTS.offline.text}
      action={
        <>
          <Button variant="contained" loading={retrying} onClick={() => void retry()}>
            Reintentar
          </Button>
          <Typography role="status" variant="body2" sx={{ mt: 2, minHeight: 20 }}>
            {stillOffline ? CHUNK_FAILURE_TEXTS.offline.stillOffline : ''}
          </Typography>
        </>
      }
    />
  );
}
