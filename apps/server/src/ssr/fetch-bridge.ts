import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A Fetch `Request` for a Fastify request, as React Router's handler expects.
 * The URL is built on the public origin (never on the Host header), the body
 * is the one Fastify read (a Buffer, bounded by the route's body limit), and
 * the request is aborted if the client goes away.
 */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  // Concatenated, not resolved: a path such as //evil.example must stay a path.
  const url = new URL(`${origin}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const method = request.method.toUpperCase();
  // A copy as a plain Uint8Array (what Fetch takes); a page body is 64 KB at most.
  const body =
    method !== 'GET' && method !== 'HEAD' && Buffer.isBuffer(request.body)
      ? Uint8Array.from(request.body)
      : undefined;
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(body === undefined ? {} : { body }),
  });
}

/** Sends a Fetch `Response` through Fastify: status, every header (each Set-Cookie apart) and the streamed body. */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
