import type { StandardSchemaV1 } from '@standard-schema/spec';
import { z } from '../zod';

/**
 * Helpers for the schemas of the API's answers (docs/api.md). Every endpoint of the app's
 * API declares the schema of its answer (`rawResponseSchema`, or `responseSchema` for a
 * `queryFn`); an answer that does not match becomes an `ApiError` with code
 * `invalid_response` before any screen sees it (`src/app/api/errors.ts`).
 *
 * The schemas check what the screens rely on (ids, lists, numbers they count with, the
 * nested objects they open); objects are loose: fields the schema does not name are kept
 * as sent, so a server that adds a field breaks nothing.
 */

/** A schema typed as the feature's model type (the schema checks its structure). */
export const answer = <T>(schema: z.ZodType): StandardSchemaV1<T> =>
  schema as unknown as StandardSchemaV1<T>;

/** An object that keeps the fields the schema does not name. */
export const record = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);

/** `{ data: item }`, the API's envelope of one resource. */
export const envelope = (item: z.ZodType) => record({ data: item });

/** A paged list answer (docs/api.md "Paging"). */
export interface Paged<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** A paged list: `{ data, page, pageSize, total, totalPages }` (docs/api.md "Paging"). */
export const paged = (item: z.ZodType) =>
  record({
    data: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });

/**
 * The answer of a call whose content the app does not read (a 204, or a JSON body): any
 * JSON or nothing. Text that is not JSON (a proxy's `index.html`) is refused.
 */
export const acknowledgement = z.union([
  z.null(),
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
]);

/** A text the API may leave out or send as null. */
export const optionalText = z.string().nullish();

/** A company as offers carry it: an object with a name, or a plain name string. */
export const companyRef = z.union([z.string(), record({ name: z.string() })]);

/** A stage as an application lists it (`{ stageId, status, name, type }`). */
export const applicationStage = record({
  stageId: z.string(),
  status: z.string(),
  name: optionalText,
  type: optionalText,
});

export { z };
