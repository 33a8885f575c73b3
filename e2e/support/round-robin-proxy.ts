import { createServer, request as forward } from 'node:http';
import type { Socket } from 'node:net';

/** A small HTTP proxy on 127.0.0.1 handing requests to its upstreams in turn, as a deployment's load balancer does. */
export interface RoundRobinProxy {
  /** How many requests each upstream was handed, in the upstreams' order. */
  readonly handed: number[];
  stop(): Promise<void>;
}

/**
 * Listens on `port` and forwards each request to the next of `upstreams` (`http://127.0.0.1:port`),
 * streaming both ways (the board's SSE passes unbuffered), with the `X-Forwarded-For` and
 * `X-Forwarded-Proto` a TLS proxy sets (the servers run with TRUST_PROXY=loopback). An upstream that
 * cannot be reached is a 502, as nginx answers. Hand-written for the journeys only: about 40 lines
 * of node:http against a dependency for one test; the deployment's proxy is nginx (deploy/nginx.conf).
 */
export async function startRoundRobinProxy(
  port: number,
  upstreams: readonly string[],
): Promise<RoundRobinProxy> {
  const handed = upstreams.map(() => 0);
  const sockets = new Set<Socket>();
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    handed[index]! += 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'http',
    };
    const upstream = forward(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    // A client gone (a closed board) ends the upstream request too, as nginx does.
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    handed,
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
