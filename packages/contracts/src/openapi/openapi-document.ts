import { z } from 'zod';
import { errorCodeSchema } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';
import { ANY_CALL_ERRORS, operationRoute } from '../endpoints/endpoint.ts';
import type { Endpoint, HttpMethod, OperationKey } from '../endpoints/endpoint.ts';
import { endpoints } from '../endpoints/endpoints.ts';
import { shareNamedSchemas } from './shared-schemas.ts';

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table (docs/decisions/064): one
 * operation per entry, its parameters, body and answers from the entry's zod schemas
 * (`z.toJSONSchema`, JSON Schema 2020-12, the dialect of OpenAPI 3.1), its error codes from the
 * entry's `errors` plus ANY_CALL_ERRORS, its security from the access codes it declares. Written to
 * docs/openapi.json by `npm run openapi`; never imported by the browser.
 */

type JsonSchema = Record<string, unknown>;

/** What the generator knows of an entry beside its schemas: the table's comments (see endpoint-comments.ts). */
export interface OperationNotes {
  /** The entry's doc comment. */
  description?: string;
  /** The section the entry sits in (the table's `//` heading above it). */
  section?: string;
}

/** The table's sections, in order, with their heading: the document's tags. */
export interface SectionNote {
  name: string;
  description: string;
}

export interface OpenApiInput {
  notes?: Readonly<Partial<Record<OperationKey, OperationNotes>>>;
  sections?: readonly SectionNote[];
}

/** The security schemes: the customer's login token (spec §6) and the staff session (docs/decisions/043). */
export const SECURITY_SCHEMES = {
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The token of POST /api/login_check (or of a renewal), as `Authorization: Bearer <token>`. Every /api/secured/user/{id} call checks that {id} is the token’s user (403 NO_TOKEN_USER_MISMATCH) and that the privacy policy is accepted.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ordina_staff',
    description:
      'The httpOnly session cookie set by POST /api/staff/login (Path=/api/staff, SameSite=Strict). A customer’s token never opens a staff call.',
  },
  staffCsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description:
      'The `csrfToken` of the staff session (answered by POST /api/staff/login and GET /api/staff/me), sent on every POST, PUT and DELETE of the restaurant’s side.',
  },
} as const;

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'DELETE']);

/** The document. `notes` and `sections` come from the table's source (endpoint-comments.ts); without them it has no prose. */
export function openApiDocument(input: OpenApiInput = {}): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const usedSections = new Set<string>();
  for (const key of Object.keys(endpoints) as OperationKey[]) {
    const entry = (endpoints as Record<OperationKey, Endpoint>)[key] as Endpoint;
    const notes = input.notes?.[key] ?? {};
    if (notes.section !== undefined) usedSections.add(notes.section);
    const { method, path } = operationRoute(key);
    const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][method.toLowerCase()] = operation(key, entry, notes);
  }
  return shareNamedSchemas({
    openapi: '3.1.1',
    info: {
      title: 'Ordina storefront API',
      version: '1',
      description:
        'Every answer is `{ "data": … }`; a refusal is `{ "data": { "errors": [CODE, …] } }` with the spec’s error codes (an operation lists those it may answer). Generated from the endpoint table (packages/contracts/src/endpoints/endpoints.ts) by `npm run openapi`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: (input.sections ?? []).filter((section) => usedSections.has(section.name)),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  });
}

/** `GET /api/secured/user/:id/order/:orderId` → `getSecuredUserByIdOrderByOrderId`. */
export function operationId(key: OperationKey): string {
  const { method, path } = operationRoute(key);
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/._-]+/)
    .filter((word) => word !== '')
    .map((word) => (word.startsWith(':') ? `By${capital(word.slice(1))}` : capital(word)));
  return method.toLowerCase() + words.join('');
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function operation(key: OperationKey, entry: Endpoint, notes: OperationNotes): Record<string, unknown> {
  const { method, path } = operationRoute(key);
  const errors = operationErrors(entry);
  const description = notes.description;
  const parameters = [
    ...objectParameters(key, 'path', entry.params, path),
    ...objectParameters(key, 'query', entry.query),
    ...objectParameters(key, 'header', entry.headers),
  ];
  return {
    operationId: operationId(key),
    ...(description === undefined ? {} : { summary: summaryOf(description), description }),
    ...(notes.section === undefined ? {} : { tags: [notes.section] }),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(entry.body === undefined ? {} : { requestBody: requestBody(key, entry.body) }),
    responses: responses(key, entry, errors),
    ...security(method, errors),
    'x-error-codes': errors,
  };
}

/** Every code the operation may answer: its entry's, then those of any call. */
function operationErrors(entry: Endpoint): ErrorCode[] {
  return [...new Set<ErrorCode>([...entry.errors, ...ANY_CALL_ERRORS])];
}

/** The security of an operation, read from the access codes its entry declares (a guard answers them). */
function security(method: HttpMethod, errors: readonly ErrorCode[]): Record<string, unknown> {
  if (errors.includes('HTTP_UNAUTHORIZED')) return { security: [{ customerToken: [] }] };
  if (errors.includes('STAFF_UNAUTHORIZED')) {
    const csrf = UNSAFE_METHODS.has(method) && errors.includes('CSRF_INVALID');
    return { security: [csrf ? { staffSession: [], staffCsrf: [] } : { staffSession: [] }] };
  }
  return {};
}

/** The first sentence of a description, for lists. */
function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const end = /[.;:](\s|$)/.exec(flat);
  const sentence = end === null ? flat : flat.slice(0, end.index);
  return sentence.length <= 120 ? sentence : `${sentence.slice(0, 119)}…`;
}

/** One parameter per property of an object schema (path parameters are always required). */
function objectParameters(
  key: OperationKey,
  where: 'path' | 'query' | 'header',
  schema: z.ZodType | undefined,
  path?: string,
): Record<string, unknown>[] {
  const json = schema === undefined ? { properties: {} } : jsonSchemaOf(key, where, schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const names = Object.keys(properties);
  // A path parameter the entry gives no schema (none today: endpoints.test.ts requires one) is still a parameter.
  if (path !== undefined)
    for (const match of path.matchAll(/:([A-Za-z]+)/g))
      if (match[1] !== undefined && !names.includes(match[1])) names.push(match[1]);
  return names.map((name) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: properties[name] ?? { type: 'string' },
  }));
}

function requestBody(key: OperationKey, schema: z.ZodType): Record<string, unknown> {
  const json = jsonSchemaOf(key, 'body', schema, 'input');
  return {
    required: !schema.safeParse(undefined).success,
    content: mediaContent(json),
  };
}

/** `{ [media type]: { schema } }`: JSON unless the schema names its media type (`.meta({ contentMediaType })`). */
function mediaContent(json: JsonSchema): Record<string, unknown> {
  const media = typeof json.contentMediaType === 'string' ? json.contentMediaType : 'application/json';
  return { [media]: { schema: json } };
}

function responses(
  key: OperationKey,
  entry: Endpoint,
  errors: readonly ErrorCode[],
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(entry.response)) {
    const code = Number(status);
    if (isEmptyBody(schema)) {
      answers[status] = {
        description: code === 303 ? 'See Other: the `Location` header is the answer.' : statusText(code),
        ...(code === 303
          ? { headers: { Location: { required: true, schema: { type: 'string', format: 'uri-reference' } } } }
          : {}),
      };
      continue;
    }
    answers[status] = {
      description:
        code >= 400 ? `${statusText(code)}: a refusal with more than its codes.` : statusText(code),
      content: mediaContent(jsonSchemaOf(key, `response ${status}`, schema, 'output')),
    };
  }
  answers['4XX'] = {
    description: `A refusal: ${errors.join(', ')}.`,
    content: { 'application/json': { schema: errorEnvelope(errors) } },
  };
  answers['5XX'] = {
    description: 'A fault of the server: GENERIC_ERROR.',
    content: { 'application/json': { schema: errorEnvelope(['GENERIC_ERROR']) } },
  };
  return answers;
}

/** `{ data: { errors: [code…] } }` with the codes this operation may answer. */
function errorEnvelope(codes: readonly ErrorCode[]): JsonSchema {
  return jsonSchemaOf('GET /api/errors', 'errors', errorEnvelopeOf(codes), 'output');
}

function errorEnvelopeOf(codes: readonly ErrorCode[]): z.ZodType {
  const known = errorCodeSchema.extract(codes as [ErrorCode, ...ErrorCode[]]);
  return z.object({ data: z.object({ errors: z.array(known).min(1) }) });
}

const isEmptyBody = (schema: z.ZodType) => schema._zod.def.type === 'undefined';

/**
 * The JSON Schema of one part of an operation. A schema with no JSON Schema (a class instance, a
 * transform's output, a date…) stops the generation, naming the operation, unless it states its media
 * type (`.meta({ contentMediaType })`: raw bytes): nothing is documented as "anything" silently.
 */
export function jsonSchemaOf(
  key: string,
  part: string,
  schema: z.ZodType,
  io: 'input' | 'output',
): JsonSchema {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io, unrepresentable: 'throw' });
  } catch (error) {
    const meta = z.globalRegistry.get(schema);
    if (typeof meta?.contentMediaType !== 'string')
      throw new Error(
        `${key} ${part}: ${error instanceof Error ? error.message : String(error)}; give the schema a representable shape or its media type (.meta({ contentMediaType }))`,
        { cause: error },
      );
    json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  }
  delete json.$schema;
  return json;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  303: 'See Other',
  409: 'Conflict',
  422: 'Unprocessable Content',
};
const statusText = (status: number) => STATUS_TEXT[status] ?? String(status);
