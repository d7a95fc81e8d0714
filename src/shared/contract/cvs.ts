import { z } from '../zod';
import { optionalText, record } from './helpers';
import { endpoints, notFound, upload, type Operation } from './operation';

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
export const cvOperations = (): Operation[] =>
  endpoints('candidate', 'spec', {
    'get /cv/': { summary: 'Los CVs del candidato', ok: cvListSchema },
    'post /cv/upload/': {
      summary: 'Sube un CV',
      multipart: upload('file', ['description']),
      created: record({ data: cvSchema }),
      errors: { 409: ['cv_limit'] },
    },
    'get /cv/{id}/download': {
      summary: 'Descarga un CV',
      origin: 'added here',
      access: 'user',
      file: true,
      errors: notFound,
    },
    'delete /cv/{id}': { summary: 'Elimina un CV', empty: true, errors: notFound },
  });
