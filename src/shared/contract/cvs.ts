import { z } from '../zod';
import { optionalText, record } from './helpers';
import { operation, type Operation } from './operation';

/** The candidate's CVs (docs/api.md "CVs"). */

/** The text fields of `POST /cv/upload/` (beside the `file`). */
export const cvFields = z.object({ description: z.string().trim().max(200).optional() });

/** A CV (docs/api.md "CV"). */
export const cvSchema = record({
  id: z.string(),
  fileName: z.string(),
  size: z.number(),
  description: optionalText,
  createdAt: z.string(),
  date: optionalText,
});

export const cvListSchema = record({ data: z.array(cvSchema) });

/** Declared in a function: the client, which imports this file's schemas, holds none of it. */
export const cvOperations = (): Operation[] => [
  operation({
    method: 'get',
    path: '/cv/',
    summary: 'Los CVs del candidato',
    origin: 'spec',
    access: 'candidate',
    success: { status: 200, schema: cvListSchema },
  }),
  operation({
    method: 'post',
    path: '/cv/upload/',
    summary: 'Sube un CV',
    origin: 'spec',
    access: 'candidate',
    multipart: { fields: { file: 'file', description: 'text' }, required: ['file'] },
    success: { status: 201, schema: record({ data: cvSchema }) },
    errors: { 409: ['cv_limit'] },
  }),
  operation({
    method: 'get',
    path: '/cv/{id}/download',
    summary: 'Descarga un CV',
    origin: 'added here',
    access: 'user',
    success: { status: 200, binary: true },
    errors: { 404: ['not_found'] },
  }),
  operation({
    method: 'delete',
    path: '/cv/{id}',
    summary: 'Elimina un CV',
    origin: 'spec',
    access: 'candidate',
    success: { status: 204 },
    errors: { 404: ['not_found'] },
  }),
];
