/**
 * The OpenAPI document as a checker: which operation a request is, and whether an answer
 * (status and JSON body) is one the document declares for it (Ajv, JSON Schema 2020-12).
 * Used by the conformance suite (`suite.ts`) and the fuzzer (`fuzz.ts`).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export type Json = Record<string, unknown>;

export interface DocumentOperation {
  method: string;
  path: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/** `/job-offers/{id}` → a regular expression on a concrete path (trailing slash optional). */
const pattern = (template: string) =>
  new RegExp(`^${template.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`);

export function contractChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const components = (document.components as { schemas: Json }).schemas;
  const resolveRefs = (schema: unknown): Json =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
  ajv.addSchema({ $id: 'components', $defs: resolveRefs(components) });
  const responses = ((document.components as { responses?: Json }).responses ?? {}) as Record<
    string,
    DocumentOperation['responses'][string]
  >;
  /** A response, or the shared one it refers to (`#/components/responses/…`). */
  const responseOf = (response: DocumentOperation['responses'][string] & { $ref?: string }) =>
    response.$ref ? responses[response.$ref.split('/').pop()!]! : response;

  const operations: DocumentOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(methods))
      operations.push({ ...(op as Json), method: method.toUpperCase(), path } as DocumentOperation);
  }
  const validators = new Map<string, ValidateFunction>();

  /** The operation a request is (the most specific template: `/metrics` before `/{id}`). */
  const find = (method: string, path: string) =>
    operations
      .filter((op) => op.method === method && pattern(op.path).test(path))
      .sort((a, b) => (a.path.match(/\{/g) ?? []).length - (b.path.match(/\{/g) ?? []).length)[0];

  /** null when the answer is one the document declares; else what is wrong. */
  function problem(op: DocumentOperation, status: number, body: unknown): string | null {
    const declared = op.responses[String(status)];
    if (!declared) return `${status} is not a status of ${op.method} ${op.path}`;
    const response = responseOf(declared);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return null;
    const key = `${op.method} ${op.path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(resolveRefs(schema));
      validators.set(key, validate);
    }
    return validate(body)
      ? null
      : `${status} body does not match: ${ajv.errorsText(validate.errors)}`;
  }

  /** `schema` with every `$ref` to a named schema replaced by that schema (no cycles). */
  const inline = (schema: unknown): Json => {
    const walk = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(walk);
      if (value === null || typeof value !== 'object') return value;
      const { $ref, ...rest } = value as Json;
      if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/'))
        return walk({ ...(components[$ref.split('/').pop()!] as Json), ...rest });
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    };
    return walk(schema) as Json;
  };

  return { operations, find, problem, inline };
}
