import type { Page } from '@playwright/test';
import { STORAGE_KEY } from '../../src/mocks/identity/storageKeys';

// The one way the end-to-end tests call the product API: from the page, through the app's own
// mock worker, with the token of the user signed in there (or a token the test kept).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely
export type Loose = any;

export interface ApiAnswer<T = Loose> {
  status: number;
  /** The JSON answer (null when there is none), or its bytes with `read: 'bytes'`. */
  body: T;
}

export interface ApiInit {
  method?: string;
  /** Sent as the JSON body. */
  json?: unknown;
  /** The bearer token; the signed-in user's when left out. */
  token?: string;
  read?: 'json' | 'bytes';
}

/** `path` under `/api/v1/` (with or without its leading slash), or a URL the API gave. */
function apiUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/api/')) return path;
  return `/api/v1/${path.replace(/^\//, '')}`;
}

/** The signed-in user's token, as the demo's identity provider keeps it (null when signed out). */
export function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { session?: { token?: string } }).session
        ?.token ?? null,
    STORAGE_KEY,
  );
}

/** Calls the mock API from `page` (the app must be loaded: its worker answers). */
export async function api<T = Loose>(
  page: Page,
  path: string,
  init: ApiInit = {},
): Promise<ApiAnswer<T>> {
  const token = init.token ?? (await sessionToken(page)) ?? '';
  return page.evaluate(
    async ({ url, method, json, token, read }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const body =
        read === 'bytes'
          ? Array.from(new Uint8Array(await response.arrayBuffer()))
          : await response.json().catch(() => null);
      return { status: response.status, body: body as T };
    },
    {
      url: apiUrl(path),
      method: init.method ?? 'GET',
      json: init.json,
      token,
      read: init.read ?? 'json',
    },
  );
}
