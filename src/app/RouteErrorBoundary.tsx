import { useEffect, useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useSignedInHome } from '@/features/auth';
import { AccessDeniedScreen, ErrorScreen, NotFoundScreen } from '@/shared/screens';
import { isApiError } from './api/errors';
import { ChunkFailureScreen } from './ChunkFailureScreen';
import { isChunkLoadError } from './chunkFailure';
import { releaseDrawnHome } from './boot/drawnPages';

/** The status a route error stands for: a thrown `data(…, {status})` answer or an `ApiError`. */
export function routeErrorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status;
  return undefined;
}

/**
 * What a failed route shows: a 404 (missing data) gives the not-found data screen, a
 * 403 the access-denied page (with the way to the user's own home), a screen whose code could
 * not be fetched "Sin conexión" or "Hay una versión nueva", anything else (a loader failure, a
 * render crash) the error screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = routeErrorStatus(error);
  const home = useSignedInHome();

  // The error, not a home drawn ahead of the app.
  useLayoutEffect(() => releaseDrawnHome(), []);
  useEffect(() => {
    if (status === undefined || status >= 500) console.error('Route error', error);
  }, [error, status]);

  if (status === 404) return <NotFoundScreen variant="data" />;
  if (status === 403) return <AccessDeniedScreen redirect={home?.path} />;
  if (isChunkLoadError(error)) return <ChunkFailureScreen error={error} />;
  return <ErrorScreen />;
}
