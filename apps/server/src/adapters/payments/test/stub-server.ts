import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/*
 * A small HTTP server on 127.0.0.1 for the stand-ins of the payment
 * providers' APIs (stripe-api-stub.ts, paypal-api-stub.ts): every request is
 * read whole and recorded, then answered by the first route whose method
 * and path pattern match; a test can make the next calls fail.
 */

/** A request as the stub received it. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer: status and JSON body. */
export interface StubAnswer {
  status: number;
  body: unknown;
}

/** A route: the method, a path pattern (its groups are passed on) and the answer. */
export type StubRoute = [
  method: string,
  path: RegExp,
  answer: (request: StubRequest, match: RegExpExecArray) => StubAnswer,
];

/** A running stub. */
export interface StubServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, oldest first. */
  requests: StubRequest[];
  /** Answers the next `times` requests with `status` (and an error body) instead of routing them. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Starts a stub answering `routes`. */
export async function startStubServer(routes: readonly StubRoute[]): Promise<StubServer> {
  const requests: StubRequest[] = [];
  let failures: { status: number; left: number } | undefined;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: StubRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: StubAnswer = {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
      };
      if (failures !== undefined && failures.left > 0) {
        failures.left -= 1;
        answer = {
          status: failures.status,
          body: { error: { type: 'api_error', message: 'stub failure' }, name: 'INTERNAL_SERVER_ERROR' },
        };
      } else {
        for (const [method, pattern, respond] of routes) {
          const match = method === request.method ? pattern.exec(request.path.split('?')[0] ?? '') : null;
          if (match !== null) {
            answer = respond(request, match);
            break;
          }
        }
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  const port = await listenOnFreePort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
