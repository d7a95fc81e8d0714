import { openApiDocument } from '../../shared/contract/openapi';

/**
 * The API's reference, served by the standalone mock server (QA and backend teams):
 * `GET /api/v1/openapi.json`, the OpenAPI 3.1 document written from the contract's schemas
 * (the same as docs/openapi.json), and `GET /__docs`, a page that renders it with Scalar's
 * API reference (`@scalar/api-reference`, a dev dependency: its browser bundle is read from
 * node_modules by the Node entry point and served at `/__docs/scalar.js`, no CDN). Only the
 * mock server serves them; the live build holds none of it.
 */
export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/__docs';
const SCRIPT_PATH = '/__docs/scalar.js';

/** Reads the renderer's browser bundle (Node: from node_modules); null when it is missing. */
export type ReferenceScriptLoader = () => Promise<string | null>;
/** Reads docs/openapi.json (with the seed's examples); null: the schemas' document is served. */
export type ReferenceDocumentLoader = () => Promise<string | null>;

export const isReferencePath = (pathname: string) =>
  pathname === OPENAPI_PATH ||
  pathname === `${OPENAPI_PATH}/` ||
  pathname === DOCS_PATH ||
  pathname === `${DOCS_PATH}/` ||
  pathname === SCRIPT_PATH;

/**
 * Scalar's options (`@scalar/api-reference` 1.46, its configuration schema in
 * `@scalar/types`): a local reference, nothing that calls a remote service. No "Ask AI" agent
 * (on by default on localhost: api.scalar.com), no developer toolbar ("Deploy on Scalar",
 * on by default on localhost), no "Open in API Client" button (it opens client.scalar.com
 * with the document's address), no proxy for the "Test Request" calls (the API is on this
 * origin; the default sends them through proxy.scalar.com), no telemetry, no web fonts
 * from fonts.scalar.com.
 */
export const REFERENCE_CONFIGURATION = {
  url: OPENAPI_PATH,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  proxyUrl: '',
  telemetry: false,
  withDefaultFonts: false,
} as const;

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Referencia de la API · Talentia (servidor de prueba)</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${SCRIPT_PATH}"></script>
    <script>
      Scalar.createApiReference('#app', ${JSON.stringify(REFERENCE_CONFIGURATION)});
    </script>
  </body>
</html>
`;

let cachedDocument: string | null = null;

/** Answer a reference route (`isReferencePath`). */
export async function referenceRoute(
  request: Request,
  url: URL,
  options: {
    version: string;
    loadScript?: ReferenceScriptLoader;
    loadDocument?: ReferenceDocumentLoader;
  },
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return Response.json(
      { message: 'Método no permitido', error: 'method_not_allowed' },
      { status: 405, headers: { Allow: 'GET' } },
    );
  if (url.pathname.startsWith(OPENAPI_PATH)) {
    const document =
      (await options.loadDocument?.()) ??
      (cachedDocument ??= JSON.stringify(openApiDocument(options.version)));
    return new Response(document, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
      },
    });
  }
  if (url.pathname === SCRIPT_PATH) {
    const script = (await options.loadScript?.()) ?? null;
    if (script === null)
      return Response.json(
        {
          message: 'El visor de la referencia no está instalado (npm install)',
          error: 'not_found',
        },
        { status: 404 },
      );
    return new Response(script, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }
  return new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
