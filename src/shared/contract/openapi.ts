import { z } from '../zod';
import { documentSchemas } from './components';
import type { Access, ErrorCodes, Operation } from './operation';
import { operations } from './operations';

/**
 * The OpenAPI 3.1 document of `/api/v1`, written from the contract's declarations
 * (`operations`): zod 4's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1) turns each request and answer schema into the document's. `npm run openapi`
 * writes it to docs/openapi.json; the standalone mock server serves it.
 */

type Json = Record<string, unknown>;

const WHO: Record<Access, string> = {
  public: 'público (sin token)',
  token: 'cualquier token válido, aun sin usuario del producto',
  user: 'cualquier usuario activo con sesión',
  candidate: 'candidato',
  staff: 'reclutador o administrador de la empresa (solo datos de su empresa)',
  admin: 'administrador de la empresa',
};

/** The error statuses every endpoint of a kind answers, with their `error` codes. */
function errorCodes(op: Operation): Record<number, string[]> {
  const codes: Record<number, string[]> = {};
  const add = (status: number, list: string[]) => {
    codes[status] = [...new Set([...(codes[status] ?? []), ...list])];
  };
  const writes = op.body || op.multipart;
  if (op.query || op.body) add(400, COMMON_CODES[400]!);
  if (op.access !== 'public') add(401, COMMON_CODES[401]!);
  if (op.access !== 'public') add(403, COMMON_CODES[403]!);
  if (writes) add(413, COMMON_CODES[413]!);
  if (writes) add(415, COMMON_CODES[415]!);
  if (writes) add(422, COMMON_CODES[422]!);
  for (const [status, list] of Object.entries(op.errors ?? ({} as ErrorCodes)))
    add(Number(status), list);
  add(500, COMMON_CODES[500]!);
  return codes;
}

const ERROR_TEXT: Record<number, [string, string]> = {
  400: ['Parámetros o cuerpo inválidos', 'Parámetros de consulta inválidos'],
  401: ['Sin token, o token inválido o expirado', 'Token inválido o expirado'],
  403: [
    'Sin permiso: otro rol, otra empresa, otro candidato o cuenta desactivada',
    'No tienes permiso para realizar esta acción',
  ],
  404: ['No encontrado', 'Recurso no encontrado'],
  409: ['Conflicto', 'Conflicto'],
  413: ['Cuerpo o archivo demasiado grande', 'El archivo supera el tamaño máximo de 5 MB'],
  415: [
    'Tipo de contenido o de archivo no permitido',
    'El cuerpo de la solicitud debe enviarse como application/json',
  ],
  422: ['Datos inválidos', 'Hay datos inválidos'],
  500: ['Error inesperado', 'Error interno del servidor'],
};

/** A zod schema as JSON Schema 2020-12, without its `$schema` (the document sets it). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return rest;
}

/** The `error` codes every endpoint of a kind answers a status with (a shared response). */
const COMMON_CODES: Record<number, string[]> = {
  400: ['bad_request'],
  401: ['missing_token', 'invalid_token', 'token_expired', 'unknown_user'],
  403: ['forbidden'],
  404: ['not_found'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['validation_error'],
  500: ['internal_error'],
};
const commonName = (status: number, codes: string[]) =>
  COMMON_CODES[status]?.join() === codes.join() ? `Error${status}` : null;

function errorResponse(status: number, codes: string[]): Json {
  const [description, message] = ERROR_TEXT[status]!;
  return {
    description: `${description} (\`error\`: ${codes.map((c) => `\`${c}\``).join(', ')})`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { error: { enum: codes } } },
          ],
        },
        example: { message, error: codes[0] },
      },
    },
  };
}

function parameters(op: Operation): Json[] {
  const list: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (op.query) {
    const input = jsonSchema(op.query, 'input') as { properties?: Record<string, Json> };
    const output = jsonSchema(op.query, 'output') as { properties?: Record<string, Json> };
    for (const [name, schema] of Object.entries(input.properties ?? {})) {
      // A query value is text: its input side, unless only the parsed side says more
      // (`z.coerce.number()` reads any text).
      const parsed = output.properties?.[name] ?? {};
      const usable = Object.keys(schema).length > 0 ? schema : parsed;
      list.push({
        name,
        in: 'query',
        required: false,
        schema: Object.keys(usable).length > 0 ? usable : { type: 'string' },
      });
    }
  }
  return list;
}

function requestBody(op: Operation, body: Json | undefined): Json | undefined {
  const content: Json = {};
  if (body) content['application/json'] = { schema: body };
  if (op.multipart) {
    const properties: Record<string, Json> = {};
    for (const [name, kind] of Object.entries(op.multipart.fields)) {
      properties[name] =
        kind === 'file'
          ? { type: 'string', contentMediaType: 'application/octet-stream' }
          : { type: 'string' };
    }
    content['multipart/form-data'] = {
      schema: { type: 'object', properties, required: op.multipart.required },
    };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function successResponse(op: Operation, answer: Json | undefined, example: unknown): Json {
  const { status, schema, binary } = op.success;
  if (status === 204) return { description: 'Hecho, sin contenido' };
  if (binary)
    return {
      description: 'El archivo, con su tipo (`Content-Type`)',
      content: { 'application/octet-stream': { schema: { type: 'string' } } },
    };
  return {
    description: status === 201 ? 'Creado' : 'Correcto',
    content: {
      'application/json': {
        schema: answer ?? jsonSchema(schema!, 'output'),
        ...(example === undefined ? {} : { example }),
      },
    },
  };
}

/** `post /job-offers/{id}/apply` → `postJobOffersIdApply`. */
export function operationId(op: Pick<Operation, 'method' | 'path'>): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return op.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const tagOf = (path: string) => path.split('/')[1]!;

/**
 * The whole document. `examples` (`METHOD path` → answer): the success answers' examples,
 * real answers of the mock on its seed (`scripts/contract/examples.ts`, `npm run openapi`).
 */
export function openApiDocument(version: string, examples: Record<string, unknown> = {}): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const shared: Record<string, Json> = {};
  const all = operations();
  const withBody = all.filter((op) => op.body);
  const withAnswer = all.filter((op) => op.success.schema);
  const schemas = documentSchemas(
    withBody.map((op) => op.body!),
    withAnswer.map((op) => op.success.schema!),
  );
  const bodies = new Map(withBody.map((op, index) => [op, schemas.input[index]]));
  const answers = new Map(withAnswer.map((op, index) => [op, schemas.output[index]]));
  for (const op of all) {
    const example = examples[`${op.method} ${op.path}`];
    const responses: Record<string, Json> = {
      [op.success.status]: successResponse(op, answers.get(op), example),
    };
    for (const [status, codes] of Object.entries(errorCodes(op))) {
      const name = commonName(Number(status), codes);
      if (name) shared[name] ??= errorResponse(Number(status), codes);
      responses[status] = name
        ? { $ref: `#/components/responses/${name}` }
        : errorResponse(Number(status), codes);
    }
    const body = requestBody(op, bodies.get(op));
    const params = parameters(op);
    (paths[op.path] ??= {})[op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      description: `Quién: ${WHO[op.access]}. Origen: ${op.origin} (docs/api.md).`,
      tags: [tagOf(op.path)],
      ...(op.access === 'public' ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }
  const tags = [...new Set(all.map((op) => tagOf(op.path)))].map((name) => ({
    name,
    description: `Rutas bajo /${name}`,
  }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Talentia API',
      version,
      description:
        'El contrato de `/api/v1`: las reglas, límites y decisiones están en docs/api.md; ' +
        'este documento se genera desde los esquemas zod de `src/shared/contract` (`npm run openapi`).',
      license: { name: 'Privado', identifier: 'LicenseRef-Private' },
    },
    servers: [{ url: '/api/v1', description: 'La API del producto (o el mock)' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'El JWT del proveedor de identidad, con `app_user_id`, `roles` y `company_id` (docs/api.md "Authentication").',
        },
      },
      responses: Object.fromEntries(
        Object.keys(shared)
          .sort()
          .map((name) => [name, shared[name]]),
      ),
      schemas: {
        ...schemas.components,
        Error: {
          type: 'object',
          description: 'El cuerpo de todo error (docs/api.md "Errors").',
          required: ['message'],
          properties: {
            message: { type: 'string', description: 'Mensaje en español' },
            error: { type: 'string', description: 'Código para máquinas' },
            details: {
              type: 'object',
              description: 'Campo (ruta con puntos) → mensaje en español',
              additionalProperties: { type: 'string' },
            },
          },
        },
      },
    },
  };
}
