import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/**
 * A real HTTP server on 127.0.0.1 standing in for an online geocoding
 * service (this machine has no internet): it records every request the
 * adapter sends — method, path, query, headers and JSON body — and answers
 * with whatever the test's `answer` writes.
 */

/** One request as the stand-in received it. */
export interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or undefined when there was none. */
  body: unknown;
}

/** Writes the answer to a request. */
export type StandInAnswer = (request: SeenRequest, response: ServerResponse) => void;

export interface StandIn {
  /** http://127.0.0.1:<port> */
  origin: string;
  seen: SeenRequest[];
  answer: StandInAnswer;
  close(): Promise<void>;
}

/** A JSON answer. */
export function json(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** Starts a stand-in on a free port; `answer` can be replaced by each test. */
export async function startStandIn(answer: StandInAnswer): Promise<StandIn> {
  const standIn: Omit<StandIn, 'origin' | 'close'> = { seen: [], answer };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const seen: SeenRequest = {
        method: request.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        params: url.searchParams,
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      standIn.seen.push(seen);
      standIn.answer(seen, response);
    });
  });
  const port = await listenOnFreePort(server);
  return Object.assign(standIn, {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/**
 * Gives the enclosing suite a stand-in answering with `standard`: started before its tests, closed after them;
 * each test starts with no request seen and `standard` as the answer (a test may replace it).
 */
export function suiteStandIn(standard: StandInAnswer): Omit<StandIn, 'close'> {
  let running: StandIn | undefined;
  const started = () => {
    if (running === undefined) throw new Error('The stand-in runs only while the suite runs.');
    return running;
  };
  beforeAll(async () => {
    running = await startStandIn(standard);
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    started().seen.length = 0;
    started().answer = standard;
  });
  return {
    get origin() {
      return started().origin;
    },
    get seen() {
      return started().seen;
    },
    get answer() {
      return started().answer;
    },
    set answer(answer: StandInAnswer) {
      started().answer = answer;
    },
  };
}
