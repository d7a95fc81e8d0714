/** Google's REST conventions as the Firebase JS SDK expects them from the emulator. */
import { allowedCorsOrigin } from '../origins';

/** Google's error body: `{ error: { code, message, errors } }`; the SDK reads `message`. */
export function apiError(message: string, status = 400): Response {
  const reason = message.split(' : ')[0]!;
  return Response.json(
    { error: { code: status, message, errors: [{ message, reason, domain: 'global' }] } },
    { status },
  );
}

export function randomToken(bytes = 24): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A body field as a string (`''` when it is not one). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * CORS for the app's pages only (the real emulator answers any origin): their origin echoed,
 * the headers the SDK sends (X-Client-Version…). Others get no CORS headers.
 */
export function withCors(
  response: Response,
  request: Request | null,
  appOrigins: readonly string[],
): Response {
  const headers = new Headers(response.headers);
  const origin = request && allowedCorsOrigin(request, appOrigins);
  if (request && origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
    headers.set(
      'Access-Control-Allow-Headers',
      request.headers.get('access-control-request-headers') ?? 'Content-Type',
    );
    headers.set('Access-Control-Max-Age', '600');
  }
  headers.append('Vary', 'Origin');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}
