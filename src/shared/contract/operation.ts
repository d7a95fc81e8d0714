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

/** Declare an operation (typed). */
export const operation = (op: Operation): Operation => op;
