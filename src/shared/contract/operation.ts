import type { z } from '../zod';

/**
 * One endpoint of `/api/v1` as the contract declares it: its request (query, JSON body or
 * multipart fields), its success answer and the errors it names. The OpenAPI document
 * (`./openapi.ts`, `npm run openapi`) and the conformance suite (`npm run contract`) are
 * written from these declarations; the mock validates its requests with the same schemas.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call (docs/api.md "Authentication"). */
export type Access = 'public' | 'token' | 'user' | 'candidate' | 'staff' | 'admin';

/** An error status with the `error` codes the endpoint answers with it. */
export type ErrorCodes = Partial<Record<400 | 403 | 404 | 409 | 413 | 415 | 422, string[]>>;

export interface Operation {
  method: Method;
  /** The path under `/api/v1`, as docs/api.md writes it (`{name}` for a path parameter). */
  path: string;
  summary: string;
  /** Where the endpoint comes from (docs/api.md): the spec, DESIGN.md or this contract. */
  origin: 'spec' | 'DESIGN' | 'added here';
  access: Access;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A `multipart/form-data` body: its fields (files as `file`), with the required ones. */
  multipart?: { fields: Record<string, 'file' | 'text'>; required: string[] };
  /** The success status and its JSON answer; `binary`: a file; no schema: no body (204). */
  success: { status: 200 | 201 | 204; schema?: z.ZodType; binary?: true };
  /** The errors beyond those every endpoint of its kind has (401, 403 role, 400 query...). */
  errors?: ErrorCodes;
}

/** A table's answer: `ok` (200, JSON), `created` (201, JSON), `file` (200, a file), `empty` (204). */
type Answer =
  | { ok: z.ZodType; created?: never; file?: never; empty?: never }
  | { created: z.ZodType; ok?: never; file?: never; empty?: never }
  | { file: true; ok?: never; created?: never; empty?: never }
  | { empty: true; ok?: never; created?: never; file?: never };

type Shared = Pick<Operation, 'access' | 'origin'>;

/** One row of a resource's table: what the endpoint takes, answers and fails with. */
export type Row = Omit<Operation, 'method' | 'path' | 'success' | keyof Shared> &
  Partial<Shared> &
  Answer;

/**
 * A resource's endpoints as one table keyed `'method /path'` (in the order of docs/api.md),
 * with the access and origin its rows share unless a row says otherwise.
 */
export function endpoints(
  access: Access,
  origin: Operation['origin'],
  table: Record<`${Method} /${string}`, Row>,
): Operation[] {
  return Object.entries(table).map(([key, row]) => {
    const [method, path] = key.split(' ') as [Method, string];
    const { ok, created, file, empty: _empty, ...rest } = row;
    const success: Operation['success'] = ok
      ? { status: 200, schema: ok }
      : created
        ? { status: 201, schema: created }
        : file
          ? { status: 200, binary: true }
          : { status: 204 };
    return { method, path, access, origin, ...rest, success };
  });
}

/** A multipart body of one required file field, with optional text fields after it. */
export const upload = (file: string, texts: string[] = []): Operation['multipart'] => ({
  fields: { [file]: 'file', ...Object.fromEntries(texts.map((name) => [name, 'text' as const])) },
  required: [file],
});

/** The error most endpoints with an id in their path name. */
export const notFound: ErrorCodes = { 404: ['not_found'] };
