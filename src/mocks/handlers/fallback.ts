import { http } from 'msw';
import { notFound } from './lib/errors';
import { api, applyNetworkControls } from './lib/route';

/**
 * Any other /api/v1 call: a JSON 404 like a real server (never an unhandled request),
 * after the same QA network controls as every other handler.
 */
export const fallbackHandlers = [
  http.all(api('/*'), async ({ request }) => {
    const network = await applyNetworkControls(request.method);
    return network ?? notFound('Ruta de la API no encontrada', 'route_not_found').toResponse();
  }),
];
