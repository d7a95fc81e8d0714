import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Where `npm run mock-server` answers (its default port), unless the build names another. */
export const MOCK_SERVER_URL = import.meta.env.VITE_MOCK_SERVER_URL ?? 'http://127.0.0.1:8787';

/**
 * The API's reference (OpenAPI 3.1, rendered): the standalone mock server serves it at
 * `/__docs` (docs/api.md "Machine-readable contract").
 */
export function ApiReferenceLink() {
  return (
    <Typography variant="body2">
      <Link href={`${MOCK_SERVER_URL}/__docs`} target="_blank" rel="noopener">
        Referencia de la API (OpenAPI)
      </Link>{' '}
      — la sirve el servidor de prueba (<code>npm run mock-server</code>).
    </Typography>
  );
}
