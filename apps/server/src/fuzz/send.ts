import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { resolveRefs } from './context-ref.ts';
import {
  headerSafe,
  OVERSIZED_BODY_BYTES,
  securityOf,
  type FuzzRequest,
  type QueryPart,
} from './requests.ts';
import { answeringEndpoint, type FuzzTarget } from './target.ts';

/*
 * Sends a generated request to the target through `app.inject` (the whole Fastify pipeline: routing,
 * content-type parsing, body limits, hooks, validation, handlers, the error handler), references
 * filled in. A streamed answer (the board's event stream) is read to its `ready` event, then closed as a
 * browser leaving would close it.
 */

/** What came back. */
export interface SentAnswer {
  status: number;
  body: string;
  contentType: string;
  /** The endpoint-table key of the route that answered; undefined when no route matched. */
  answeredBy: EndpointKey | undefined;
}

/** How long an answer may take before the fuzz calls it a hang. */
const ANSWER_TIMEOUT_MS = 20_000;

/** A segment percent-encoded; a lone surrogate (which encodeURIComponent refuses) as the UTF-8 replacement character. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** A value as text in a URL: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

function queryString(query: QueryPart, value: unknown): string {
  if (query.kind === 'none') return '';
  if (query.kind === 'raw') return query.text;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `?${encodeSegment(asText(value))}`;
  const pairs: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    const items: unknown[] = Array.isArray(item) && item.length <= 20 ? item : [item];
    for (const each of items) pairs.push(`${encodeSegment(name)}=${encodeSegment(asText(each))}`);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

let oversized: string | undefined;
/** A JSON string just past the API's body limit (built once). */
function oversizedBody(): string {
  oversized ??= JSON.stringify({ a: 'x'.repeat(OVERSIZED_BODY_BYTES) });
  return oversized;
}

/** What `inject` is given: the method, the URL as sent, headers and the body's text. */
export interface BuiltRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The request `request` is for `key`, references resolved. */
export async function injectOptions(
  target: FuzzTarget,
  key: EndpointKey,
  request: FuzzRequest,
): Promise<BuiltRequest> {
  const { method, path } = operationRoute(key);
  const lookup = target.lookup.bind(target);
  let url = path;
  for (const [name, param] of Object.entries(request.params)) {
    const segment =
      'raw' in param ? param.raw : encodeSegment(asText(await resolveRefs(param.value, lookup)));
    url = url.replace(`:${name}`, segment);
  }
  const queryValue =
    request.query.kind === 'values' ? await resolveRefs(request.query.value, lookup) : undefined;
  url += queryString(request.query, queryValue);

  const headers: Record<string, string> = { ...target.authHeaders(securityOf(endpoints[key]), request.auth) };
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = headerSafe(asText(await resolveRefs(value, lookup)));

  let payload: string | undefined;
  const body = request.body;
  if (body.kind === 'json') {
    payload = JSON.stringify(await resolveRefs(body.value, lookup)) ?? '';
    if (body.contentType !== null) headers['content-type'] = body.contentType;
  } else if (body.kind === 'raw') {
    payload = body.text;
    if (body.contentType !== null) headers['content-type'] = body.contentType;
  } else if (body.kind === 'oversized') {
    payload = oversizedBody();
    headers['content-type'] = body.contentType;
  }
  return { method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

/** Reads a streamed answer: to its end, or an event stream to its `ready` event (then the stream is closed). */
async function readAnswer(stream: Readable, eventStream: boolean, close: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      close();
      reject(new Error(`no complete answer within ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // An event stream is read up to its `ready` event: the handler has then done all it does at the start.
      if (eventStream && Buffer.concat(chunks).includes('event: ready')) {
        clearTimeout(timer);
        close();
        resolve(Buffer.concat(chunks));
      }
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (error) => {
      clearTimeout(timer);
      if (eventStream) resolve(Buffer.concat(chunks));
      else reject(error);
    });
  });
}

/** The body as text, decoded from the `Content-Encoding` the server chose (a case may ask for gzip or br). */
function decoded(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Sends `request` and reads its answer. */
export async function send(target: FuzzTarget, key: EndpointKey, request: FuzzRequest): Promise<SentAnswer> {
  const options = await injectOptions(target, key, request);
  const response = await target.app.inject({ ...options, payloadAsStream: true });
  const contentType = String(response.headers['content-type'] ?? '');
  const eventStream = contentType.startsWith('text/event-stream');
  const raw = await readAnswer(response.stream(), eventStream, () => response.raw.res.destroy());
  const body = eventStream
    ? raw.toString('utf8')
    : decoded(raw, String(response.headers['content-encoding'] ?? ''));
  return {
    status: response.statusCode,
    body,
    contentType,
    answeredBy: answeringEndpoint(response.headers),
  };
}
