import { queryBoolean, queryDate, webUrl } from '../../../shared/contract';
import type { z } from '../../shared/zod';
import { badRequest, unprocessable, unsupportedMediaType } from './errors';

/** Spanish messages for zod issues (per parse: the app's own zod config is untouched). */
function spanishIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Este campo es obligatorio'
        : 'Tipo de dato inválido';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Este campo es obligatorio'
          : `Debe tener al menos ${issue.minimum} caracteres`;
      }
      if (issue.origin === 'array') return `Debe tener al menos ${issue.minimum} elemento(s)`;
      return `Debe ser mayor o igual a ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Debe tener como máximo ${issue.maximum} caracteres`;
      if (issue.origin === 'array') return `Debe tener como máximo ${issue.maximum} elementos`;
      return `Debe ser menor o igual a ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Correo electrónico inválido';
      if (issue.format === 'url') return 'URL inválida';
      if (issue.format === 'datetime') return 'Fecha inválida (formato ISO 8601)';
      return 'Formato inválido';
    case 'invalid_value':
      return 'Valor no permitido';
    case 'unrecognized_keys':
      return 'Campos no permitidos';
    default:
      return 'Valor inválido';
  }
}

/** Field path → first message. Root-level issues go under `_`. */
export function issuesToDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

/** Validate a value; a failure is a 422 with per-field Spanish details. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value, { error: spanishIssue });
  if (!result.success) throw unprocessable(issuesToDetails(result.error));
  return result.data;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Read a JSON body (415 when it is sent as another content type, 400 when it is not JSON)
 * and validate it (422). An empty body counts as `{}`.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await request.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
      throw unsupportedMediaType('El cuerpo de la solicitud debe enviarse como application/json');
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('El cuerpo de la solicitud no es JSON válido');
    }
  }
  return validate(schema, value);
}

/** Validate query parameters (400 with details: a bad query is a bad request). */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const raw: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (value !== '') raw[key] = value;
  });
  const result = schema.safeParse(raw, { error: spanishIssue });
  if (!result.success) {
    throw badRequest('Parámetros de consulta inválidos', issuesToDetails(result.error));
  }
  return result.data;
}

export { queryBoolean, queryDate, webUrl };
