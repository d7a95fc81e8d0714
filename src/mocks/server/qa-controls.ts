import { databaseSummary, findIdentityAccount, resetDatabase } from '../db';
import {
  getNetworkSettings,
  NETWORK_ALLOWED,
  NetworkSettingsError,
  updateNetworkSettings,
  type NetworkSettings,
} from '../network/state';
import { signJwt } from '../shared/jwt';

/**
 * QA controls: GET /__mock (summary), POST /__mock/reset?preset=, GET|PUT /__mock/network,
 * GET /__mock/token?email= (a signed token for a product user, for curl and mobile clients).
 */
export async function qaControl(request: Request, url: URL): Promise<Response> {
  if (url.pathname === '/__mock/token' && request.method === 'GET') {
    const account = findIdentityAccount(url.searchParams.get('email') ?? '');
    if (!account)
      return Response.json(
        { message: 'Usuario no encontrado', error: 'user_not_found' },
        { status: 404 },
      );
    const token = await signJwt({
      app_user_id: account.userId,
      sub: `mock-${account.userId}`,
      roles: account.roles,
      company_id: account.companyId,
      email: account.email,
      email_verified: true,
      name: `${account.name} ${account.lastName}`.trim(),
    });
    return Response.json({ data: { token, expiresInSeconds: 3600 } });
  }
  if (url.pathname === '/__mock/reset' && request.method === 'POST') {
    await resetDatabase(url.searchParams.get('preset') === 'large' ? 'large' : 'seed');
    return Response.json({ data: databaseSummary() });
  }
  if (url.pathname === '/__mock/network') {
    if (request.method === 'PUT') {
      let patch: unknown;
      try {
        patch = await request.json();
      } catch {
        return Response.json(
          { message: 'El cuerpo de la solicitud no es JSON válido', error: 'bad_request' },
          { status: 400 },
        );
      }
      try {
        updateNetworkSettings(patch as Partial<NetworkSettings>);
      } catch (error) {
        if (!(error instanceof NetworkSettingsError)) throw error;
        // Refused, never clamped: what was wrong, and what each control accepts.
        return Response.json(
          {
            message: error.message,
            error: 'validation_error',
            details: error.details,
            allowed: NETWORK_ALLOWED,
          },
          { status: 422 },
        );
      }
    }
    return Response.json({ data: getNetworkSettings() });
  }
  if (url.pathname === '/__mock' && request.method === 'GET')
    return Response.json({ data: databaseSummary() });
  return Response.json(
    { message: 'Ruta no encontrada', error: 'route_not_found' },
    { status: 404 },
  );
}
