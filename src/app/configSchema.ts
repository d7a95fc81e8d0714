/**
 * The build's configuration (the `VITE_*` variables of `.env`, `.env.<mode>`, `.env.*.local`
 * and the build's environment), validated with zod when Vite starts: `vite.config.ts` calls
 * `parseConfig` before every build and dev server, so a bad value stops it with a message
 * naming the variable, and never reaches a user. The app reads the values through
 * `./config.ts` (no zod in the page). Documented in docs/deploy.md.
 */
import { z } from '../shared/zod.ts';

/** Unset or empty (an `.env` line `VITE_X=`): undefined. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

/** An absolute http(s) URL. */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** A path on the app's origin (`/api/v1`) or an absolute http(s) URL. */
const endpoint = z.union([z.string().regex(/^\/\S*$/), httpUrl], {
  error: "must be a path on the app's origin (/api/v1) or an http(s) URL",
});
const text = z.string().trim().min(1);

export const configSchema = z.object({
  /** `mock`: MSW over the in-memory database; `live`: the real product API. */
  VITE_API_MODE: optional(z.enum(['mock', 'live'])).default('mock'),
  /** `mock`: the mock identity provider; `firebase`: Firebase Auth. */
  VITE_IDENTITY: optional(z.enum(['mock', 'firebase'])).default('mock'),
  /** Base of the product API. */
  VITE_API_BASE_URL: optional(endpoint).default('/api/v1'),
  /** Optional token-sync endpoint (POST with bearer on token change, DELETE on sign-out). */
  VITE_TOKEN_SYNC_URL: optional(endpoint),
  /** Where the accessibility statement asks users to report a barrier. */
  VITE_ACCESSIBILITY_CONTACT: z.email({ error: 'must be an e-mail address' }),
  VITE_FIREBASE_API_KEY: optional(text),
  VITE_FIREBASE_AUTH_DOMAIN: optional(
    z.string().regex(/^[a-z0-9.-]+$/i, { error: 'must be a host name (project.firebaseapp.com)' }),
  ),
  VITE_FIREBASE_PROJECT_ID: optional(text),
  VITE_FIREBASE_APP_ID: optional(text),
  VITE_ANDROID_PACKAGE_NAME: optional(text),
  /** The Firebase Auth emulator (development only). */
  VITE_FIREBASE_AUTH_EMULATOR_URL: optional(httpUrl),
});

export type AppConfigEnv = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The configuration, or a `ConfigError` listing every bad variable with what it holds. */
export function parseConfig(env: Record<string, string | undefined>): AppConfigEnv {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(configuration)');
    const value = env[name];
    const held = value === undefined || value === '' ? 'unset' : JSON.stringify(value);
    return `  - ${name} (${held}): ${issue.message}`;
  });
  throw new ConfigError(
    [
      'Invalid configuration (the VITE_* variables of .env files or of the environment):',
      ...lines,
    ].join('\n'),
  );
}
