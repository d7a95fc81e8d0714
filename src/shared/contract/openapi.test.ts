import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument, operationId } from './openapi';
import { operations } from './operations';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('the OpenAPI document', () => {
  const { version } = JSON.parse(read('package.json')) as { version: string };
  const document = openApiDocument(version) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };

  // docs/openapi.json (this document with the seed's examples): scripts/openapi.test.ts.
  it('describes every endpoint docs/api.md names, with the same method and path', () => {
    const documented = [...read('docs/api.md').matchAll(/^#### `(\w+) (\S+)`/gm)].map(
      ([, method, path]) => `${method!.toLowerCase()} ${path}`,
    );
    const declared = operations().map((op) => `${op.method} ${op.path}`);
    expect(declared.sort()).toEqual(documented.sort());
    for (const key of documented) {
      const [method, path] = key.split(' ') as [string, string];
      expect(document.paths[path]?.[method], key).toBeDefined();
    }
  });

  it('names the shared schemas and answers once, and every reference resolves', () => {
    const text = JSON.stringify(document);
    const components = (document as unknown as { components: Record<string, object> }).components;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    for (const [ref, kind, name] of refs)
      expect(components[kind!]?.[name as keyof object], ref).toBeDefined();
    const used = new Set(refs.map(([, kind, name]) => `${kind}/${name}`));
    for (const kind of ['schemas', 'responses'])
      for (const name of Object.keys(components[kind]!))
        expect(used.has(`${kind}/${name}`), `${kind}/${name} is used`).toBe(true);
    // An offer is described once, however many endpoints answer one.
    expect(text.match(/"#\/components\/schemas\/StaffOffer"/g)!.length).toBeGreaterThan(3);
    expect(text.length).toBeLessThan(200_000);
  });

  it('gives every operation a unique id, its success and a 500', () => {
    const ids = operations().map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations()) {
      const responses = document.paths[op.path]![op.method]!.responses;
      expect(Object.keys(responses)).toContain(String(op.success.status));
      expect(Object.keys(responses)).toContain('500');
      if (op.access !== 'public') expect(Object.keys(responses)).toContain('401');
    }
  });
});
