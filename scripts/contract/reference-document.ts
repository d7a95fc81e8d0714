/**
 * docs/openapi.json as `npm run openapi` writes it: the document of the contract's schemas
 * (`src/shared/contract/openapi.ts`) with the examples the mock answers on its seed
 * (`./examples.ts`).
 */
import { openApiDocument } from '../../src/shared/contract/openapi';
import { seedExamples } from './examples';

export async function referenceDocument(version: string) {
  return openApiDocument(version, await seedExamples(openApiDocument(version)));
}
