import { z } from '../zod';

/**
 * The fields the API's request bodies and queries are built from (docs/api.md): the
 * contract's request schemas (`./<resource>.ts`) use them, the mock validates with those
 * schemas and the OpenAPI document (`npm run openapi`) is written from them.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const DEFAULT_OFFER_PAGE_SIZE = 12;

/** `page` (from 1) and `pageSize` (1–100) query fields, with a default size. */
export function pagingQuery(defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  };
}

/** A name or last name: 1–60 characters. */
export const personName = z.string().trim().min(1).max(60);
/** An e-mail address, lower-cased, at most 120 characters. */
export const emailField = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(120));

/** The `version` a write was based on (docs/api.md "Concurrent edits"). */
export const versionInput = {
  version: z.number().int().min(1).optional(),
};

/** Query helpers: booleans and ISO dates as strings. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
export const queryDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .transform((v) => Date.parse(v));

/** A web address: only `http:` and `https:` (no `javascript:`, `data:`, `file:` ...). */
export const webUrl = () =>
  z.url({
    protocol: /^https?$/,
    error: (issue) =>
      typeof issue.input === 'string' && URL.canParse(issue.input)
        ? 'Ingresa una URL que comience con http:// o https://'
        : 'URL inválida',
  });
