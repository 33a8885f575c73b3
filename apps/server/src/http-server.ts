import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { HttpLimits } from './config.ts';
import { ApiError, errorEnvelope } from './errors.ts';

/*
 * How the server meets the network before any route runs: connection limits,
 * request targets, and the answers Node and Fastify give on their own (a
 * malformed request, headers over 16 KiB, a URL that does not decode), all in
 * the spec's error envelope.
 */

/** The envelope of a request refused before it reached a route. */
const REFUSED_BODY = JSON.stringify(errorEnvelope(['GENERIC_ERROR']));

/**
 * A request target in origin-form (`/path?query`). The absolute-form
 * (`GET http://host/path HTTP/1.1`) must be accepted (RFC 9112 §3.2.2), but
 * the host in it is ignored like the Host header: pages are built on
 * PUBLIC_URL. Anything else (`*`, `host:port`) comes back unchanged and is
 * refused by `refuseOtherTargets`.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const absolute = /^https?:\/\/[^/?#]*(.*)$/is.exec(target);
  if (absolute === null) return target;
  const rest = absolute[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** onRequest: 400 GENERIC_ERROR for a target that is not a path after `originForm` (`GET *`, `CONNECT host:443`). */
export function refuseOtherTargets(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(request.url.startsWith('/') ? undefined : new ApiError(400, 'GENERIC_ERROR'));
}

/**
 * Node's own answers to requests it cannot parse (400), headers over its
 * limit (431) and requests that took too long to arrive (408): the spec
 * envelope instead of Fastify's default body, then the connection is closed.
 */
function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error, statusCode: status }, 'malformed or slow request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(REFUSED_BODY)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        REFUSED_BODY,
    );
  }
  socket.destroy(error);
}

/** Fastify's answers before routing (a URL that does not decode: 400; a path parameter over its length: 414) in the envelope. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599
      ? error.statusCode
      : 400;
  if (status < 500) request.log.info({ err: error, statusCode: status }, 'request refused before routing');
  else request.log.error({ err: error }, 'request failed before routing');
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(errorEnvelope(['GENERIC_ERROR']));
}

/** Longest path parameter the router matches (a bot-protection token). */
export const MAX_PATH_PARAM_LENGTH = 4096;

/** The Fastify constructor options that bound connections and shape the answers above. */
export function httpServerOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    // Closes a connection silent this long: one that never sends a byte holds no request for the timeouts below.
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks those two timeouts on this period (30 s by default, which would let a slow drip last that much longer).
      connectionsCheckingInterval: Math.min(5_000, limits.headersTimeoutMs),
    },
    rewriteUrl: (request: IncomingMessage) => originForm(request.url ?? '/'),
    // The order pages' GET calls carry a bot-protection token in their path (spec §7
    // /api/order/detail/{oid}/{hash}/{captcha}): ~400 characters for ALTCHA, up to ~2000
    // for reCAPTCHA. The router's default (100) would answer them 404; the header limit
    // (16 KiB) still bounds the whole URL.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    clientErrorHandler,
    frameworkErrors,
  };
}

/** Caps open connections once the server exists: Node closes the ones past the cap as they arrive. */
export function limitConnections(app: FastifyInstance, limits: HttpLimits): void {
  app.server.maxConnections = limits.maxConnections;
}
