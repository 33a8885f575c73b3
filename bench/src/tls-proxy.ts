import http from 'node:http';
import http2 from 'node:http2';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';

/** A TLS-terminating HTTP/2 reverse proxy in front of the server under test. */
export interface TlsProxy {
  /** `https://127.0.0.1:<port>`: what the browser loads. */
  origin: string;
  /** Closes the listener and every open connection. */
  stop(): Promise<void>;
}

/**
 * Connection-specific headers (RFC 9110 §7.6.1, RFC 9113 §8.2.2): they describe one hop, so a proxy never
 * forwards them, and HTTP/2 forbids them outright (Node throws on a response that carries one).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

function forwardable(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority…) are the request line, not headers.
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** A certificate for 127.0.0.1 made for this run; the bench's browsers accept it with --ignore-certificate-errors. */
async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 2 * 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Listens on `port` (127.0.0.1) with TLS, speaking HTTP/2 to a browser that offers it (HTTP/1.1 to one that
 * does not), and passes each request to the plain-HTTP server at `upstream()` over kept-alive connections,
 * the way a production deployment's reverse proxy does (docs/security.md; bench decision 037). `upstream` is
 * asked per request, so a restarted server keeps the proxy's origin. The request keeps its Host (the proxy's
 * authority) and gains X-Forwarded-Proto/-For, as nginx or Caddy set them.
 */
export async function startTlsProxy(port: number, upstream: () => string): Promise<TlsProxy> {
  const agent = new http.Agent({ keepAlive: true });
  // Every browser connection, HTTP/2 session or HTTP/1.1 (allowHTTP1) alike, rides on one TLS socket.
  const sockets = new Set<TLSSocket>();
  const server = http2.createSecureServer(
    { ...(await selfSignedCertificate()), allowHTTP1: true },
    (request, response) => forward(request, response, upstream(), agent),
  );
  let stopping = false;
  // A connection whose handshake ends while the proxy stops is closed at once, or it would hold the listener open.
  server.on('secureConnection', (socket: TLSSocket) => {
    if (stopping) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A browser keeps its connection open for the next request: close stops only the listener.
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}

function forward(
  request: Http2ServerRequest | http.IncomingMessage,
  response: Http2ServerResponse | http.ServerResponse,
  origin: string,
  agent: http.Agent,
): void {
  const target = new URL(origin);
  const authority = 'authority' in request ? request.authority : request.headers.host;
  const headers = {
    ...forwardable(request.headers),
    host: authority ?? target.host,
    'x-forwarded-proto': 'https',
    'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
  };
  const upstreamRequest = http.request(
    { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
    (upstreamResponse) => {
      (response as http.ServerResponse).writeHead(
        upstreamResponse.statusCode ?? 502,
        forwardable(upstreamResponse.headers),
      );
      upstreamResponse.pipe(response as http.ServerResponse);
    },
  );
  upstreamRequest.on('error', () => {
    if (!response.headersSent) (response as http.ServerResponse).writeHead(502);
    response.end();
  });
  request.pipe(upstreamRequest);
}
