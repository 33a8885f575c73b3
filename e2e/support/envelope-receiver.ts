import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { listenOnFreePort } from '@ordina/db/test/free-port';

/*
 * A stand-in for Sentry's ingestion endpoint, for the tests of error reporting
 * (docs/decisions/026): accepts envelopes at /api/<project>/envelope/ (plain
 * or compressed), parses them — newline-delimited JSON: the envelope header,
 * then per item its header and its payload — and keeps them for the test.
 */

/** One item of an envelope: its header (`type`: event, session, client_report…) and its payload. */
export interface EnvelopeItem {
  header: Record<string, unknown> & { type?: string };
  payload: unknown;
}

/** A received envelope, with its raw text (to check what never appears in it). */
export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  raw: string;
}

/** A Sentry event as the tests read it. */
export interface ReportedEvent {
  message?: string;
  tags?: Record<string, string>;
  user?: Record<string, unknown>;
  request?: Record<string, unknown>;
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  [key: string]: unknown;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  // Some SDKs gzip without saying so: the gzip magic bytes tell.
  if (body[0] === 0x1f && body[1] === 0x8b) return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * An envelope's text read back: header line, then item header and payload
 * lines. A payload's length (`length` in its header) is in bytes and may span
 * newlines; without one it is the rest of the line.
 */
export function parseEnvelope(text: string, project = ''): Envelope {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  const readLine = (): string | undefined => {
    if (offset >= bytes.length) return undefined;
    const end = bytes.indexOf(0x0a, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end).toString('utf8');
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine() ?? '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  for (let line = readLine(); line !== undefined; line = readLine()) {
    if (line.trim() === '') continue;
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    let payloadText: string;
    if (typeof itemHeader.length === 'number') {
      payloadText = bytes.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      payloadText = readLine() ?? '';
    }
    let payload: unknown = payloadText;
    try {
      payload = JSON.parse(payloadText) as unknown;
    } catch {
      // An attachment: kept as text.
    }
    items.push({ header: itemHeader, payload });
  }
  return { project, header, items, raw: text };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A running receiver: the DSN that points at it, what it got, and a way to wait for an event. */
export interface EnvelopeReceiver {
  /** A DSN for project `project` (default 42) at this receiver. */
  dsn(project?: number): string;
  envelopes: Envelope[];
  /** The events (error and message items) received so far. */
  events(): ReportedEvent[];
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  waitForEvent(match: (event: ReportedEvent) => boolean): Promise<ReportedEvent>;
  close(): Promise<void>;
}

/** Starts a receiver on a free loopback port. */
export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const match = /^\/api\/([^/]+)\/envelope\/?(?:\?.*)?$/.exec(request.url ?? '');
    // The browser SDK posts across origins: answer its preflight.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (match === null || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    readBody(request).then(
      (body) => {
        envelopes.push(parseEnvelope(decoded(body, request.headers['content-encoding']), match[1]));
        for (const wake of waiters) wake();
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  const port = await listenOnFreePort(server);
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => item.payload as ReportedEvent),
    );
  return {
    dsn: (project = 42) => `http://e2epublickey@127.0.0.1:${port}/${project}`,
    envelopes,
    events,
    waitForEvent(match) {
      return new Promise((resolve) => {
        const check = () => {
          const found = events().find(match);
          if (found === undefined) return;
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
