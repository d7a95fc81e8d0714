// @vitest-environment node
/**
 * docs/openapi.json is what `npm run openapi` writes (the schemas' document with the mock's
 * answers on its seed as examples: the same code gives the same bytes), and every example
 * is an answer its own schema accepts (Ajv, JSON Schema 2020-12).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractChecker, type Json } from './contract/document';
import { referenceDocument } from './contract/reference-document';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('docs/openapi.json', () => {
  let document: Json;
  beforeAll(async () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    document = await referenceDocument(version);
  }, 120_000);

  it('is the document the schemas and the seed write (run `npm run openapi`)', () => {
    expect(read('docs/openapi.json')).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it('gives every JSON success answer an example its own schema accepts', () => {
    const { operations, problem } = contractChecker(document);
    const checked: string[] = [];
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content?.['application/json'] as Json | undefined;
        if (!status.startsWith('2') || !media) continue;
        const name = `${op.method} ${op.path} ${status}`;
        expect(media.example, `${name}: no example (scripts/contract/examples.ts)`).toBeDefined();
        expect(problem(op, Number(status), media.example), name).toBeNull();
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('keeps the examples small: one item per list, short texts', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"data:[^"]{200,}/);
    const longest = (value: unknown): number =>
      Array.isArray(value)
        ? Math.max(value.length > 1 ? Infinity : 0, ...value.map(longest))
        : typeof value === 'string'
          ? value.length
          : value && typeof value === 'object'
            ? Math.max(0, ...Object.values(value).map(longest))
            : 0;
    const { operations } = contractChecker(document);
    for (const op of operations)
      for (const response of Object.values(op.responses)) {
        const example = (response.content?.['application/json'] as Json | undefined)?.example;
        expect(longest(example), `${op.method} ${op.path}`).toBeLessThanOrEqual(160);
      }
  });
});
