/**
 * The app's configuration: the one module that reads the build's environment
 * (`import.meta.env`). The values are set at build time and validated with zod when Vite
 * starts (`./configSchema.ts`, called by `vite.config.ts`): a bad value stops the build with a
 * message naming it. Each read is a literal `import.meta.env.VITE_*`, so that Vite writes the
 * value in; the two build switches (`API_MODE`, `IDENTITY`) are constants `vite.config.ts`
 * defines from the validated values.
 */
import type { AppConfigEnv } from './configSchema';

/** Product constants shown in the shell (product spec §1, §9). */
export const APP_NAME = 'Talentia';
export const APP_VERSION = '0.8.5';

/**
 * `mock`: the product API is MSW over the in-memory database; `live`: the real one. Defined
 * by `vite.config.ts` from the validated `VITE_API_MODE` (the bootstrap, `src/main.tsx`, tests
 * the constant itself, so that a live build drops the mock).
 */
export const API_MODE: AppConfigEnv['VITE_API_MODE'] = __API_MODE__;

/** The identity provider of this build (`VITE_IDENTITY`, validated, as `API_MODE`). */
export const IDENTITY: AppConfigEnv['VITE_IDENTITY'] = __IDENTITY__;

/** Base of the product API; relative to the page's origin unless absolute. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api/v1';

/** Optional token-sync endpoint (POST with bearer on token change, DELETE on sign-out). */
export const TOKEN_SYNC_URL: string | undefined = import.meta.env.VITE_TOKEN_SYNC_URL || undefined;

/** Where a barrier is reported (`.env` holds a placeholder on the reserved `.example` domain). */
export const ACCESSIBILITY_CONTACT: string = import.meta.env.VITE_ACCESSIBILITY_CONTACT;

/** Firebase Auth, for a build whose identity is `firebase`. */
export const FIREBASE = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
  androidPackageName: import.meta.env.VITE_ANDROID_PACKAGE_NAME,
  /** The Firebase Auth emulator's URL (`http://127.0.0.1:9099`): development only. */
  authEmulatorUrl: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL,
} as const;
