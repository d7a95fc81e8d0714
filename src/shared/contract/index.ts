/**
 * The contract of `/api/v1` (docs/api.md): one zod schema per request and answer body,
 * shared by the client's answer checks (each feature's `schemas.ts`), the mock's request
 * validation and the OpenAPI document (`npm run openapi`, docs/openapi.json). Each resource's
 * file declares its schemas and its endpoints (`operations`).
 */
export * from './helpers';
export * from './fields';
export * from './users';
export * from './offers';
export * from './candidateOffers';
export * from './applications';
export * from './recruiters';
export * from './company';
export * from './cvs';
export * from './notifications';
export * from './pipeline';
export * from './jobAlerts';
export type { Access, ErrorCodes, Method, Operation } from './operation';
export { operations } from './operations';
