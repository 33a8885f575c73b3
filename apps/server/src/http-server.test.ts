import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originForm } from './http-server.ts';
import { expectGenericError, JSON_TYPE, postRaw } from './test/inject.ts';
import { createTestApp } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

// What reaches the server below the routes: request targets, requests Node
// cannot parse, and connections that hold a slot without finishing a request.
// A real server on 127.0.0.1 and raw sockets, since `inject` skips all of it.

const ENVELOPE = '{"data":{"errors":["GENERIC_ERROR"]}}';

/** Starts a test app listening on a free loopback port. */
async function listening(env: Record<string, string> = {}): Promise<TestApp & { port: number }> {
  const server = await createTestApp({ env });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return { ...server, port: address.port };
}

/** A raw connection and everything the server sends on it until it closes. */
function open(port: number): { socket: Socket; connected: Promise<void>; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A reset after the server's answer is still the end of the exchange.
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, connected, closed };
}

/** Sends raw bytes on a new connection and resolves with the whole answer once the server closes it. */
async function exchange(port: number, request: string): Promise<string> {
  const connection = open(port);
  await connection.connected;
  connection.socket.write(request);
  return connection.closed;
}

/** Polls a condition until it holds (the test's own timeout bounds the wait). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const statusLine = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));
const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

beforeAll(() => {
  ensureWebBuild();
});

describe('originForm', () => {
  it('keeps a path, and turns an absolute-form target into its path and query', () => {
    expect(originForm('/menu?x=1')).toBe('/menu?x=1');
    expect(originForm('http://evil.example/menu?x=1')).toBe('/menu?x=1');
    expect(originForm('HTTPS://evil.example')).toBe('/');
    expect(originForm('http://evil.example?x=1')).toBe('/?x=1');
  });

  it('leaves other targets as they are, for refusal', () => {
    expect(originForm('*')).toBe('*');
    expect(originForm('evil.example:443')).toBe('evil.example:443');
  });
});

describe('request targets and what Node refuses, on a real server', () => {
  let server: TestApp & { port: number };
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(() => server.close());

  it.each(['GET', 'OPTIONS', 'POST'])(
    'refuses the target * (%s) with 400 in the error envelope',
    async (method) => {
      const answer = await exchange(
        server.port,
        `${method} * HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(statusLine(answer)).toBe('HTTP/1.1 400 Bad Request');
      expect(bodyOf(answer)).toBe(ENVELOPE);
    },
  );

  it('serves an absolute-form target as its path on the public origin, ignoring the host it names', async () => {
    const page = await exchange(
      server.port,
      'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(page)).toBe('HTTP/1.1 200 OK');
    expect(page).toContain('<html lang="it">');
    expect(page).not.toContain('evil.example');
    const api = await exchange(
      server.port,
      'GET http://evil.example/api/no-such-call HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(api)).toBe('HTTP/1.1 404 Not Found');
    expect(bodyOf(api)).toBe('{"data":{"errors":["NOT_FOUND"]}}');
  });

  it('answers a request Node cannot parse with 400, and headers over 16 KiB with 431, in the error envelope', async () => {
    const garbage = await exchange(server.port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(statusLine(garbage)).toBe('HTTP/1.1 400 Bad Request');
    expect(bodyOf(garbage)).toBe(ENVELOPE);
    const huge = await exchange(
      server.port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusLine(huge)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(huge).toContain('Content-Type: application/json; charset=utf-8');
    expect(bodyOf(huge)).toBe(ENVELOPE);
  });

  it('refuses an API body over 1 MiB, announced or chunked, with 413 in the error envelope', async () => {
    const big = JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    expectGenericError(await postRaw(server.app, '/api/login_check', JSON_TYPE, big), 413);
    expectGenericError(
      await postRaw(
        server.app,
        '/api/login_check',
        JSON_TYPE,
        Readable.from([big.slice(0, 600_000), big.slice(600_000)]),
      ),
      413,
    );
  });

  it('answers a path that does not decode with 400 in the error envelope', async () => {
    expectGenericError(await server.app.inject({ method: 'GET', url: '/categorie/%E0%A4%A' }), 400);
  });
});

describe('connection limits', () => {
  it('closes connections past HTTP_MAX_CONNECTIONS as they arrive, and serves again once one is gone', async () => {
    const server = await listening({ HTTP_MAX_CONNECTIONS: '3' });
    try {
      const held = [open(server.port), open(server.port), open(server.port)];
      await Promise.all(held.map((connection) => connection.connected));
      await until(async () => (await connectionCount(server)) === 3);
      // The fourth is accepted by the kernel, then closed by Node without a word.
      const extra = open(server.port);
      expect(await extra.closed).toBe('');
      held[0]?.socket.destroy();
      await until(async () => (await connectionCount(server)) === 2);
      const answer = await exchange(
        server.port,
        'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(statusLine(answer)).toBe('HTTP/1.1 200 OK');
      for (const connection of held) connection.socket.destroy();
    } finally {
      await server.close();
    }
  });

  it('closes a connection that never sends a byte after HTTP_IDLE_TIMEOUT_MS', async () => {
    const server = await listening({ HTTP_IDLE_TIMEOUT_MS: '300' });
    try {
      const idle = open(server.port);
      await idle.connected;
      // Without the idle timeout this waits for the test's own timeout and fails.
      expect(await idle.closed).toBe('');
      await until(async () => (await connectionCount(server)) === 0);
    } finally {
      await server.close();
    }
  });

  it('answers 408 in the error envelope and closes a connection that drips its headers past HTTP_HEADERS_TIMEOUT_MS', async () => {
    const server = await listening({ HTTP_HEADERS_TIMEOUT_MS: '300' });
    try {
      const slow = open(server.port);
      await slow.connected;
      slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      // A header line now and then: never idle, never done.
      let line = 0;
      const drip = setInterval(() => slow.socket.write(`X-Drip-${line++}: y\r\n`), 50);
      const answer = await slow.closed;
      clearInterval(drip);
      expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
      expect(bodyOf(answer)).toBe(ENVELOPE);
    } finally {
      await server.close();
    }
  });

  it('gives Node the configured timeouts', async () => {
    const server = await createTestApp({
      env: {
        HTTP_IDLE_TIMEOUT_MS: '11000',
        HTTP_HEADERS_TIMEOUT_MS: '12000',
        HTTP_REQUEST_TIMEOUT_MS: '13000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '14000',
        HTTP_MAX_CONNECTIONS: '15',
      },
    });
    try {
      const node = server.app.server;
      expect({
        idle: node.timeout,
        headers: node.headersTimeout,
        request: node.requestTimeout,
        keepAlive: node.keepAliveTimeout,
        max: node.maxConnections,
      }).toEqual({
        idle: 11000,
        headers: 12000,
        request: 13000,
        keepAlive: 14000,
        max: 15,
      });
    } finally {
      await server.close();
    }
  });
});

function connectionCount(server: TestApp): Promise<number> {
  return new Promise((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
