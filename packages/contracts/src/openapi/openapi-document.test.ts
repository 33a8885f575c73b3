import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANY_CALL_ERRORS, operationRoute } from '../endpoints/endpoint.ts';
import type { Endpoint, OperationKey } from '../endpoints/endpoint.ts';
import { endpoints } from '../endpoints/endpoints.ts';
import { endpointComments } from './endpoint-comments.ts';
import { jsonSchemaOf, operationId } from './openapi-document.ts';
import { OPENAPI_FILE, openApiJson } from './openapi-file.ts';

// docs/decisions/064: the OpenAPI document is generated from the endpoint table and committed.

interface Operation {
  operationId: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  'x-error-codes': string[];
}

const committed = readFileSync(OPENAPI_FILE, 'utf8');
const document = JSON.parse(committed) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const table = endpoints as Readonly<Record<OperationKey, Endpoint>>;
const entryOf = (key: OperationKey) => table[key] as Endpoint;
const keys = Object.keys(table) as OperationKey[];

function operationOf(key: OperationKey): Operation | undefined {
  const { method, path } = operationRoute(key);
  return document.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()];
}

describe('the OpenAPI document (docs/openapi.json)', () => {
  it('is what the endpoint table generates now (else run `npm run openapi` and commit it)', () => {
    expect(committed === openApiJson(endpointComments()), 'docs/openapi.json is stale: npm run openapi').toBe(
      true,
    );
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has exactly one operation per entry of the table, and each $ref names a component', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(keys.length);
    for (const key of keys) expect(operationOf(key)?.operationId, key).toBe(operationId(key));
    const refs = [...committed.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const name of new Set(refs)) expect(document.components.schemas, name).toHaveProperty(name!);
  });

  it.each(keys)(
    '%s: its description, parameters, body, answers and every error code it may answer',
    (key) => {
      const entry = entryOf(key);
      const operation = operationOf(key)!;
      expect(operation.summary, 'a doc comment on the entry').toBeTruthy();
      const codes = [...new Set([...entry.errors, ...ANY_CALL_ERRORS])];
      expect(operation['x-error-codes']).toEqual(codes);
      const refusal = operation.responses['4XX']?.content?.['application/json']?.schema as {
        properties: { data: { properties: { errors: { items: { enum: string[] } } } } };
      };
      expect(refusal.properties.data.properties.errors.items.enum).toEqual(codes);
      expect(operation.responses['5XX']).toBeDefined();
      for (const status of Object.keys(entry.response)) expect(operation.responses).toHaveProperty(status);
      const pathNames = [...key.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name).sort()).toEqual(pathNames.sort());
      expect(inPath.every((parameter) => parameter.required)).toBe(true);
      expect(operation.requestBody !== undefined).toBe(entry.body !== undefined);
    },
  );

  it.each(keys)('%s: the security its guard applies', (key) => {
    const { method, path } = operationRoute(key);
    const operation = operationOf(key)!;
    const errors: readonly string[] = entryOf(key).errors;
    if (path.startsWith('/api/secured/')) expect(operation.security).toEqual([{ customerToken: [] }]);
    else if (errors.includes('STAFF_UNAUTHORIZED'))
      expect(operation.security).toEqual([
        method === 'GET' ? { staffSession: [] } : { staffSession: [], staffCsrf: [] },
      ]);
    else expect(operation.security).toBeUndefined();
    // Only sign-in and the one-time link of the restaurant's side are open without a session.
    if (path.startsWith('/api/staff/') && operation.security === undefined)
      expect(['POST /api/staff/login', 'POST /api/staff/set-password']).toContain(key);
  });

  it('writes the media type of what is not JSON: raw bytes, a CSV file, an event stream, a page, a redirect', () => {
    expect(Object.keys(operationOf('POST /api/staff/images')!.requestBody!.content)).toEqual([
      'application/octet-stream',
    ]);
    expect(Object.keys(operationOf('POST /api/payments/webhook/:provider')!.requestBody!.content)).toEqual([
      'application/octet-stream',
    ]);
    expect(Object.keys(operationOf('GET /api/staff/reports/csv')!.responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(operationOf('GET /api/staff/board/events')!.responses['200']!.content!)).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(operationOf('GET /api/docs')!.responses['200']!.content!)).toEqual(['text/html']);
    expect(operationOf('GET /api/payments/retry/:oid/:hash')!.responses['303']).toEqual({
      description: 'See Other: the `Location` header is the answer.',
      headers: { Location: { required: true, schema: { type: 'string', format: 'uri-reference' } } },
    });
  });

  it('refuses to write a schema JSON Schema cannot hold, unless it names its media type', () => {
    expect(() => jsonSchemaOf('POST /api/x', 'body', z.object({ at: z.date() }), 'input')).toThrow(
      /POST \/api\/x body: .*contentMediaType/,
    );
    expect(() =>
      jsonSchemaOf('GET /api/x', 'response 200', z.object({ n: z.string().transform(Number) }), 'output'),
    ).toThrow(/GET \/api\/x response 200/);
    expect(
      jsonSchemaOf(
        'POST /api/x',
        'body',
        z.instanceof(Uint8Array).meta({ contentMediaType: 'image/png' }),
        'input',
      ),
    ).toEqual({ contentMediaType: 'image/png' });
  });
});
