import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@/app/api';
import { useSignedInHome } from '@/features/auth';
import { AccessDeniedScreen, ErrorScreen, NotFoundScreen } from '@/shared/screens';

/** The offer's route errors: a missing offer is "Sin datos" with "Volver" to the search. */
export function OfferRouteError() {
  const error = useRouteError();
  const home = useSignedInHome();
  const status = isRouteErrorResponse(error)
    ? error.status
    : isApiError(error)
      ? error.status
      : undefined;
  useEffect(() => {
    if (status === undefined || status >= 500) console.error('Route error', error);
  }, [error, status]);
  if (status === 404) return <NotFoundScreen variant="data" redirect="/app/jobs/" />;
  if (status === 403) return <AccessDeniedScreen redirect={home?.path} />;
  return <ErrorScreen />;
}
