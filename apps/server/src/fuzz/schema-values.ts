import fc from 'fast-check';

/*
 * Valid-ish values of an endpoint's request part, derived from its JSON Schema (zod 4's
 * `z.toJSONSchema` of the contract's schema, input side): objects with their required fields and some
 * optional ones, strings within their lengths, numbers within their bounds and at them, an enum's
 * members. They are the starting point the fuzz mutates (requests.ts): on their own most would already be
 * refused by a rule the schema cannot say (a product that exists), but they get past the schema often
 * enough for the handlers to run on them. A field a real client fills from what it knows (a customer's
 * id, a solved captcha) takes its value from `known` instead, most of the time.
 */

/** The subset of JSON Schema 2020-12 that `z.toJSONSchema` writes for the contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Where a value sits: the request part (`body`, `query`, `params`, `headers`) and the property names down to it. */
export interface ValuePath {
  part: string;
  names: readonly string[];
}

/** The values a real client would know for the value at `path`, or undefined (schema-derived values only). */
export type KnownValues = (path: ValuePath) => fc.Arbitrary<unknown> | undefined;

/** How deep generated objects and arrays go before they stop adding optional content. */
const MAX_DEPTH = 8;
/** Longest string drawn from a schema (its maxLength still bounds it); hostile.ts makes the huge ones. */
const LONGEST_STRING = 40;
/** Most array items drawn from a schema. */
const MOST_ITEMS = 4;

/** Arbitrary of values of `schema` (its root document resolves `$ref`s). */
export function schemaValues(schema: JsonSchema, known: KnownValues, path: ValuePath): fc.Arbitrary<unknown> {
  return valuesAt(schema, { known, root: schema, path, depth: 0 });
}

/** Where the walk down a schema stands: what a client knows, the document `$ref`s resolve in, the value's path and depth. */
interface Walk {
  known: KnownValues;
  root: JsonSchema;
  path: ValuePath;
  depth: number;
}

/** The walk one level down, at property or item `name`. */
function inside(walk: Walk, name: string): Walk {
  return { ...walk, path: { ...walk.path, names: [...walk.path.names, name] }, depth: walk.depth + 1 };
}

function valuesAt(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  // A recursive schema (`$ref: '#'`) stops here rather than building arbitraries without end.
  if (walk.depth > 2 * MAX_DEPTH) return fc.constant(null);
  const derived = derivedValues(schema, walk);
  const fromClient = walk.known(walk.path);
  return fromClient === undefined
    ? derived
    : fc.oneof({ arbitrary: fromClient, weight: 4 }, { arbitrary: derived, weight: 1 });
}

function derivedValues(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) return valuesAt(resolveRef(schema.$ref, walk.root), walk);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0)
    return fc.oneof(...alternatives.map((branch) => derivedValues(branch, walk)));
  if (schema.allOf !== undefined && schema.allOf.length > 0)
    return derivedValues(Object.assign({}, ...schema.allOf) as JsonSchema, walk);
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types === undefined) return walk.depth >= MAX_DEPTH ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => valuesOfType(type, schema, walk)));
}

function valuesOfType(type: string, schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectValues(schema, walk);
    case 'array':
      return arrayValues(schema, walk);
    case 'string':
      return stringValues(schema);
    case 'integer':
      return numberValues(schema, true);
    case 'number':
      return numberValues(schema, false);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

function objectValues(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    // Past the depth limit only what must be there is drawn.
    if (walk.depth >= MAX_DEPTH && !required.has(name)) continue;
    shape[name] = valuesAt(property, inside(walk, name));
  }
  return fc.record(shape, { requiredKeys: Object.keys(shape).filter((name) => required.has(name)) });
}

function arrayValues(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS));
  if (schema.prefixItems !== undefined) {
    return fc.tuple(...schema.prefixItems.map((item, i) => valuesAt(item, inside(walk, String(i)))));
  }
  const items = schema.items ?? {};
  if (walk.depth >= MAX_DEPTH) return fc.constant([]);
  return fc.array(valuesAt(items, inside(walk, '0')), { minLength, maxLength });
}

function stringValues(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING));
  const plain = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
  if (schema.pattern === undefined) return plain;
  const matching = patternValues(schema.pattern);
  return matching === undefined
    ? plain
    : fc.oneof({ arbitrary: matching, weight: 3 }, { arbitrary: plain, weight: 1 });
}

/** Strings matching `pattern`, when fast-check's regex support covers it (`\p{…}` classes it does not). */
function patternValues(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function numberValues(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  const low = min ?? -1_000_000;
  const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const edges = [low, high, low - 1, high + 1, 0, 1].filter(Number.isFinite);
  const within = integer
    ? fc.integer({ min: Math.max(low, Number.MIN_SAFE_INTEGER), max: high })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  // Small values are the ones records have (ids 1…200, quantities, minutes).
  const small = fc.integer({ min: Math.max(low, 0), max: Math.min(high, 200) });
  return fc.oneof(
    { arbitrary: within, weight: 2 },
    { arbitrary: small, weight: 2 },
    { arbitrary: fc.constantFrom(...edges), weight: 1 },
  );
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  const target = name === undefined ? undefined : root.$defs?.[name];
  if (target === undefined) throw new Error(`schema-values: cannot resolve ${ref}`);
  return target;
}
