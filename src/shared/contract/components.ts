import { z } from '../zod';
import * as contract from './index';

/**
 * The named schemas of the OpenAPI document (`components/schemas`): every object schema the
 * contract exports is one, named after its export (`staffOfferSchema` → `StaffOffer`,
 * `createOfferBody` → `CreateOfferBody`), and the operations refer to them with `$ref`.
 * zod 4 converts them together (`z.toJSONSchema` of a registry), so a named schema inside
 * another is a `$ref` too. A schema reached both as a request (its input side) and as an
 * answer (its output side) whose two sides differ gets the input side as `<Name>Input`.
 */

type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

const PREFIX = '#/components/schemas/';
const options = { unrepresentable: 'any', target: 'draft-2020-12' } as const;

const isObjectSchema = (json: Json): boolean =>
  json.type === 'object' ||
  (Array.isArray(json.anyOf) && (json.anyOf as Json[]).some((branch) => isObjectSchema(branch)));

let named: Map<z.ZodType, string> | null = null;
/** The exported object schemas of the contract, with their names. */
function namedSchemas(): Map<z.ZodType, string> {
  if (named) return named;
  named = new Map();
  for (const [name, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || named.has(value)) continue;
    if (!isObjectSchema(z.toJSONSchema(value, { ...options, io: 'output' }) as Json)) continue;
    named.set(value, name[0]!.toUpperCase() + name.slice(1).replace(/Schema$/, ''));
  }
  return named;
}

/** The names a schema refers to. */
function refsOf(json: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(json)) for (const item of json) refsOf(item, into);
  else if (json !== null && typeof json === 'object')
    for (const [key, value] of Object.entries(json))
      if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX))
        into.add(value.slice(PREFIX.length));
      else refsOf(value, into);
  return into;
}

/** One side's conversion: the used schemas of `roots`, each root as its JSON (or a `$ref`). */
function convert(roots: readonly z.ZodType[], io: Io) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of namedSchemas()) registry.add(schema, { id: name });
  const rootIds = roots.map((schema, index) => {
    const name = namedSchemas().get(schema);
    if (name) return name;
    const id = `__root${index}`;
    if (!registry.has(schema)) registry.add(schema, { id });
    return registry.get(schema)!.id;
  });
  const { schemas } = z.toJSONSchema(registry, { ...options, io, uri: (id) => PREFIX + id }) as {
    schemas: Record<string, Json>;
  };
  if ('__shared' in schemas)
    throw new Error('A schema refers to itself: name it (export it) in src/shared/contract.');
  const clean = (id: string) => {
    const { $id: _id, $schema: _dialect, ...rest } = schemas[id]!;
    return rest;
  };
  const rootsJson = rootIds.map((id) =>
    id.startsWith('__root') ? clean(id) : ({ $ref: PREFIX + id } as Json),
  );
  // The named schemas the roots reach.
  const used = new Map<string, Json>();
  const visit = (json: Json) => {
    for (const name of refsOf(json))
      if (!used.has(name)) {
        used.set(name, clean(name));
        visit(used.get(name)!);
      }
  };
  rootsJson.forEach(visit);
  return { roots: rootsJson, used };
}

/**
 * The document's schemas: `input` roots (request bodies) and `output` roots (answers) as
 * JSON (a `$ref` or an inline schema referring to components), and the components they use.
 */
export function documentSchemas(input: readonly z.ZodType[], output: readonly z.ZodType[]) {
  const out = convert(output, 'output');
  const inn = convert(input, 'input');
  const renamed = new Set(
    [...inn.used.keys()].filter(
      (name) =>
        out.used.has(name) &&
        JSON.stringify(out.used.get(name)) !== JSON.stringify(inn.used.get(name)),
    ),
  );
  const rename = <T>(json: T): T =>
    renamed.size === 0
      ? json
      : (JSON.parse(
          JSON.stringify(json).replace(/"#\/components\/schemas\/([^"]+)"/g, (ref, name: string) =>
            renamed.has(name) ? `"${PREFIX}${name}Input"` : ref,
          ),
        ) as T);
  const components: Record<string, Json> = {};
  for (const [name, json] of out.used) components[name] = json;
  for (const [name, json] of inn.used)
    components[renamed.has(name) ? `${name}Input` : name] = rename(json);
  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((name) => [name, components[name]!]),
  );
  return { input: inn.roots.map(rename), output: out.roots, components: sorted };
}
