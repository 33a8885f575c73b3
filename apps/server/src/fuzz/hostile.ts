import fc from 'fast-check';

/*
 * The hostile values the fuzz puts where a request expects something else (issue 36 "Generated bad
 * input"): huge, deeply nested, unicode and control characters with lone surrogates, wrong types, SQL and
 * HTML fragments, path and format tricks, prototype keys. Each is what someone probing a shop's API sends
 * first; none may reach a 5xx or a write.
 */

/** Fragments aimed at SQL, HTML/templating, paths, formats and the parsers between them. */
export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5); --',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '0x1f',
  '9007199254740993',
  ' 1 ',
  '',
  ' ',
] as const;

/** Characters that break naive handling: controls, lone surrogates, direction overrides, zero-width, combining, emoji. */
export const AWKWARD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\u0008\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f',
  '\uD800',
  '\uDFFF',
  'x\uDBFF',
  '\uDC00\uD800',
  '\u202Eevil',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uFFFF\uFFFE',
  'Ｉｔａｌｉａ',
  'İıſK',
  '𝕬𝖇𝖈',
] as const;

/** A string of `length` copies of `unit`. */
const repeated = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Hostile strings: fragments, awkward characters, random unicode (any code point, surrogates too), huge ones. */
export function hostileStrings(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...INJECTION_STRINGS), weight: 4 },
    { arbitrary: fc.constantFrom(...AWKWARD_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', "'", '<'), fc.constantFrom(1_000, 70_000, 300_000))
        .map(([unit, length]) => repeated(unit, length)),
      weight: 1,
    },
  );
}

/** An array nested `depth` deep around `inner`. */
export function nestedArray(depth: number, inner: unknown = 1): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** An object nested `depth` deep under the key `key`. */
export function nestedObject(depth: number, key = 'a'): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i += 1) value = { [key]: value };
  return value;
}

/** Numbers at the edges of what JSON and JavaScript hold. */
const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  2 ** 32 + 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
] as const;

/** Any hostile JSON value: a string above, an edge number, a value of the wrong type, something huge or deep. */
export function hostileValues(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: hostileStrings(), weight: 6 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 2 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    {
      // As values, at most 2,500 deep: JSON.stringify itself overflows the stack near 5,000 (deeper nesting
      // arrives as raw text, BAD_JSON_BODIES).
      arbitrary: fc
        .constantFrom(64, 1_000, 2_500)
        .chain((depth) =>
          fc.constantFrom(nestedArray(depth), nestedObject(depth), nestedObject(depth, '__proto__')),
        ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(10_000, 100_000).map((length) => Array.from({ length }, (_, i) => i)),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        { __proto__: { polluted: true } },
        JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
        { constructor: { prototype: { polluted: true } } },
        { toString: 'x', valueOf: 1, hasOwnProperty: null },
      ),
      weight: 1,
    },
  );
}

/** Raw request bodies that are not the JSON they claim to be. */
export const BAD_JSON_BODIES = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":01}',
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}',
  '\uFEFF{}',
  '{}{}',
  '{"a":1}garbage',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  ' ',
  '""',
  '123',
  'null',
  'true',
  '[]',
  '"a"',
  `{"a":"${'x'.repeat(5_000)}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
] as const;

/** Content types a JSON body may wrongly arrive with (or a JSON type with odd parameters). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/jsonx',
  '*/*',
  ';',
  'a'.repeat(2_000),
] as const;

/** Path segments, as they appear in the URL (some deliberately not valid percent-encoding). */
export const HOSTILE_PATH_SEGMENTS = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '-1',
  '0',
  '00000000000000000000001',
  '1e3',
  '1.0',
  '0x10',
  '+1',
  '%201',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  '%F0%9F%98%80',
  '%ED%A0%80',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>'),
  'a'.repeat(5_000),
  'a'.repeat(300),
] as const;

/** Query strings that are not what a form would send. */
export const HOSTILE_QUERY_STRINGS = [
  '?',
  '??',
  '?&&&',
  '?=',
  '?%',
  '?a=%ZZ',
  '?a=%E0%A4%A',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?a[b][c]=1',
  '?a[]=1&a[]=2',
  `?a=${'x'.repeat(10_000)}`,
  `?${Array.from({ length: 2_000 }, (_, i) => `k${i}=v`).join('&')}`,
  '?%00=%00',
  '?#fragment',
] as const;
