/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` (MSW over the in-memory database) or `live` (the real product API). */
  readonly VITE_API_MODE?: 'mock' | 'live';
  /** `mock` (the mock identity provider) or `firebase`. */
  readonly VITE_IDENTITY?: 'mock' | 'firebase';
  /** Base of the product API; relative to the page's origin unless absolute. */
  readonly VITE_API_BASE_URL?: string;
  /** The standalone mock server, for the demo panel's link to the API reference. */
  readonly VITE_MOCK_SERVER_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_ANDROID_PACKAGE_NAME?: string;
  /** The Firebase Auth emulator's URL (`http://127.0.0.1:9099`): development only. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  /** Optional token-sync endpoint (POST with bearer on token change, DELETE on sign-out). */
  readonly VITE_TOKEN_SYNC_URL?: string;
  readonly VITE_ACCESSIBILITY_CONTACT: string;
}

/** The build's API mode, validated (`vite.config.ts` defines it from `VITE_API_MODE`). */
declare const __API_MODE__: 'mock' | 'live';
/** The build's identity provider, validated (`vite.config.ts` defines it from `VITE_IDENTITY`). */
declare const __IDENTITY__: 'mock' | 'firebase';

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
