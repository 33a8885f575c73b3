import fc from 'fast-check';
import { z } from 'zod';
import { endpoints, operationRoute } from '@ordina/contracts';
import type { Endpoint, EndpointKey } from '@ordina/contracts';
import { ref } from './context-ref.ts';
import {
  BAD_JSON_BODIES,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_STRINGS,
  hostileStrings,
  hostileValues,
  WRONG_CONTENT_TYPES,
} from './hostile.ts';
import { knownBodies, knownValuesFor } from './known-values.ts';
import { schemaValues, type JsonSchema, type KnownValues } from './schema-values.ts';
import type { AuthMode, SeededValues, Security } from './target.ts';

/*
 * One generated request of an operation, as data (references inside are filled in when it is sent):
 * its path parameters, query, body, credentials and extra headers. Most of each request is a valid-ish
 * value derived from the entry's schemas, then mutated — a field replaced by a hostile value, removed,
 * one added — or replaced whole by something hostile: bad JSON, a wrong content type, an oversized body,
 * a broken path segment or query string, forged credentials, odd headers.
 */

/** A path parameter: a value sent URL-encoded, or a segment sent exactly as written. */
export type PathParam = { value: unknown } | { raw: string };

export type QueryPart = { kind: 'none' } | { kind: 'values'; value: unknown } | { kind: 'raw'; text: string };

export type BodyPart =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'oversized'; contentType: string };

export interface FuzzRequest {
  params: Record<string, PathParam>;
  query: QueryPart;
  body: BodyPart;
  auth: AuthMode;
  headers: Record<string, unknown>;
}

/** Bytes of an oversized body: past the API's 1 MiB limit (the photo upload's 15 MB one takes it as a bad image). */
export const OVERSIZED_BODY_BYTES = 1_100_000;

/** The credentials an operation needs, read from its declared errors (the secured scope's or the staff session's). */
export function securityOf(entry: Endpoint): Security {
  if (entry.errors.includes('HTTP_UNAUTHORIZED')) return 'customer';
  if (entry.errors.includes('STAFF_UNAUTHORIZED')) return 'staff';
  return 'public';
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The `:name`s of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

/** Every request part of `key`, generated. */
export function requestArbitrary(key: EndpointKey, seeded: SeededValues): fc.Arbitrary<FuzzRequest> {
  const entry: Endpoint = endpoints[key];
  const known = knownValuesFor(key, seeded);
  return fc.record({
    params: paramsArbitrary(key, entry, known),
    query: queryArbitrary(entry, known),
    body: bodyArbitrary(key, entry, known, seeded),
    auth: authArbitrary(securityOf(entry)),
    headers: headersArbitrary(entry),
  });
}

function paramsArbitrary(
  key: EndpointKey,
  entry: Endpoint,
  known: KnownValues,
): fc.Arbitrary<Record<string, PathParam>> {
  const names = pathParamNames(operationRoute(key).path);
  const schema = entry.params === undefined ? undefined : jsonSchemaOf(entry.params);
  const shape: Record<string, fc.Arbitrary<PathParam>> = {};
  for (const name of names) {
    const valid = schemaValues(schema?.properties?.[name] ?? { type: 'string' }, known, {
      part: 'params',
      names: [name],
    });
    shape[name] = fc.oneof(
      { arbitrary: valid.map((value) => ({ value })), weight: 12 },
      { arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS).map((raw) => ({ raw })), weight: 1 },
      { arbitrary: hostileStrings().map((value) => ({ value })), weight: 1 },
    );
  }
  return fc.record(shape);
}

function queryArbitrary(entry: Endpoint, known: KnownValues): fc.Arbitrary<QueryPart> {
  const junk = fc.oneof(
    fc.constantFrom(...HOSTILE_QUERY_STRINGS).map((text): QueryPart => ({ kind: 'raw', text })),
    fc
      .dictionary(fc.string({ maxLength: 8 }), hostileValues(), { maxKeys: 3 })
      .map((value): QueryPart => ({ kind: 'values', value })),
  );
  if (entry.query === undefined)
    return fc.oneof(
      { arbitrary: fc.constant({ kind: 'none' as const }), weight: 8 },
      { arbitrary: junk, weight: 1 },
    );
  const valid = schemaValues(jsonSchemaOf(entry.query), known, { part: 'query', names: [] });
  return fc.oneof(
    { arbitrary: mutated(valid).map((value): QueryPart => ({ kind: 'values', value })), weight: 8 },
    { arbitrary: junk, weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  );
}

function bodyArbitrary(
  key: EndpointKey,
  entry: Endpoint,
  known: KnownValues,
  seeded: SeededValues,
): fc.Arbitrary<BodyPart> {
  const transportFaults = fc.oneof(
    fc
      .constantFrom(...BAD_JSON_BODIES)
      .map((text): BodyPart => ({ kind: 'raw', text, contentType: 'application/json' })),
    fc
      .tuple(
        fc.constantFrom(...WRONG_CONTENT_TYPES),
        fc.constantFrom('{"a":1}', 'a=1&b=2', '--fuzz\r\n\r\n', '<x/>'),
      )
      .map(([contentType, text]): BodyPart => ({ kind: 'raw', text, contentType })),
    fc.constant<BodyPart>({ kind: 'raw', text: '', contentType: 'application/json' }),
    fc.constant<BodyPart>({ kind: 'raw', text: '{"a":1}', contentType: null }),
    fc
      .constantFrom('application/json', 'text/plain')
      .map((contentType): BodyPart => ({ kind: 'oversized', contentType })),
  );
  if (entry.body === undefined) {
    return fc.oneof(
      { arbitrary: fc.constant<BodyPart>({ kind: 'none' }), weight: 8 },
      {
        arbitrary: hostileValues().map((value): BodyPart => ({
          kind: 'json',
          value,
          contentType: 'application/json',
        })),
        weight: 1,
      },
      { arbitrary: transportFaults, weight: 1 },
    );
  }
  const derived = schemaValues(jsonSchemaOf(entry.body), known, { part: 'body', names: [] });
  const whole = knownBodies(key, seeded);
  const valid =
    whole === undefined
      ? derived
      : fc.oneof({ arbitrary: whole, weight: 3 }, { arbitrary: derived, weight: 1 });
  return fc.oneof(
    {
      arbitrary: mutated(valid).map((value): BodyPart => ({
        kind: 'json',
        value,
        contentType: 'application/json',
      })),
      weight: 10,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([value, contentType]): BodyPart => ({ kind: 'json', value, contentType })),
      weight: 1,
    },
    { arbitrary: transportFaults, weight: 2 },
    { arbitrary: fc.constant<BodyPart>({ kind: 'none' }), weight: 1 },
  );
}

function authArbitrary(security: Security): fc.Arbitrary<AuthMode> {
  const broken: AuthMode[] =
    security === 'staff'
      ? ['none', 'garbage', 'tampered-token', 'no-csrf', 'wrong-csrf', 'customer-token']
      : security === 'customer'
        ? ['none', 'garbage', 'tampered-token', 'forged-token', 'other-customer']
        : ['garbage', 'customer-token', 'valid'];
  const usual: AuthMode = security === 'public' ? 'none' : 'valid';
  return fc.oneof(
    { arbitrary: fc.constant(usual), weight: 12 },
    { arbitrary: fc.constantFrom(...broken), weight: 2 },
  );
}

/** Header names worth a hostile value on any call. */
const PROBED_HEADERS = [
  'accept',
  'accept-language',
  'accept-encoding',
  'content-encoding',
  'x-forwarded-for',
  'x-forwarded-proto',
  'last-event-id',
  'origin',
  'referer',
  'user-agent',
  'if-none-match',
  'range',
  'x-http-method-override',
  'cookie',
  'authorization',
  'x-csrf-token',
  'idempotency-key',
] as const;

/** A header value as a client can send it (HTTP allows no CR, LF or NUL, and Node sends Latin-1 only). */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

function headersArbitrary(entry: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const needsKey = entry.headers !== undefined;
  const idempotency: fc.Arbitrary<Record<string, unknown>> = needsKey
    ? fc.oneof(
        { arbitrary: fc.constant({ 'idempotency-key': ref('idempotencyKey') }), weight: 10 },
        { arbitrary: fc.constant({ 'idempotency-key': 'fuzz-reused-key-000001' }), weight: 1 },
        { arbitrary: hostileStrings().map((value) => ({ 'idempotency-key': headerSafe(value) })), weight: 1 },
        { arbitrary: fc.constant({}), weight: 1 },
      )
    : fc.constant({});
  const probe = fc
    .tuple(
      fc.constantFrom(...PROBED_HEADERS),
      fc.oneof(
        hostileStrings().map(headerSafe),
        fc.constantFrom(
          'gzip',
          'br',
          'deflate',
          'identity, gzip',
          'bytes=0-0',
          '*/*',
          '-1',
          'x'.repeat(8_000),
        ),
      ),
    )
    .map(([name, value]) => ({ [name]: value }));
  return fc
    .tuple(idempotency, fc.oneof({ arbitrary: fc.constant({}), weight: 5 }, { arbitrary: probe, weight: 1 }))
    .map(([key, extra]) => ({ ...key, ...extra }));
}

/** A plain object (a hostile own `constructor` key does not make it something else; a reference is not one). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A value's places: the path to each key and item (a bounded number, huge arrays sampled at their start). */
function placesOf(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  if (found.length > 200 || path.length > 10) return found;
  if (Array.isArray(value)) {
    value.slice(0, 5).forEach((item, i) => {
      found.push([...path, i]);
      placesOf(item, [...path, i], found);
    });
  } else if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) {
      found.push([...path, name]);
      placesOf(item, [...path, name], found);
    }
  }
  return found;
}

/**
 * A copy of `value` with `change` applied to the container of `path`'s last step. Only the containers on
 * the path are copied (shallowly): the rest is shared, and a hostile value 5,000 levels deep is never walked.
 */
function changedAt(
  value: unknown,
  path: (string | number)[],
  change: (container: Record<string | number, unknown>, last: string | number) => void,
): unknown {
  const root = shallowCopy(value);
  let container = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    const copy = shallowCopy(container[step]);
    setOwn(container, step, copy);
    container = copy as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) change(container, last);
  return root;
}

/** An own property, even `__proto__` (a plain assignment of that name would replace the prototype). */
function setOwn(target: Record<string | number, unknown>, name: string | number, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function shallowCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice() as unknown[];
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) setOwn(copy, name, item);
    return copy;
  }
  return value;
}

/** `base`'s values, kept as they are or with one to three mutations: a place given a hostile value, removed, or an extra key added. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const once = (value: unknown): fc.Arbitrary<unknown> => {
    const places = placesOf(value);
    const containers = [[], ...places].filter((path) => {
      let at = value;
      for (const step of path) at = (at as Record<string | number, unknown>)[step];
      return isPlainObject(at);
    });
    const options: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: hostileValues(), weight: 1 }];
    if (places.length > 0) {
      options.push(
        {
          arbitrary: fc
            .tuple(fc.constantFrom(...places), hostileValues())
            .map(([path, hostile]) =>
              changedAt(value, path, (container, last) => setOwn(container, last, hostile)),
            ),
          weight: 6,
        },
        {
          arbitrary: fc.constantFrom(...places).map((path) =>
            changedAt(value, path, (container, last) => {
              if (Array.isArray(container)) container.splice(Number(last), 1);
              else delete container[last];
            }),
          ),
          weight: 3,
        },
      );
    }
    if (containers.length > 0) {
      options.push({
        arbitrary: fc
          .tuple(
            fc.constantFrom(...containers),
            fc.oneof(
              fc.string({ maxLength: 10 }),
              fc.constantFrom('__proto__', 'constructor', 'id', 'errors'),
            ),
            hostileValues(),
          )
          .map(([path, name, hostile]) =>
            changedAt(value, [...path, name], (container, last) => setOwn(container, last, hostile)),
          ),
        weight: 2,
      });
    }
    return fc.oneof(...options);
  };
  return base.chain((value) =>
    fc.oneof(
      { arbitrary: fc.constant(value), weight: 4 },
      { arbitrary: once(value), weight: 4 },
      { arbitrary: once(value).chain(once), weight: 2 },
    ),
  );
}
