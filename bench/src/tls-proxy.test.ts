import http from 'node:http';
import http2 from 'node:http2';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, listenOnFreePort } from '@ordina/db/test/free-port';
import { startTlsProxy, type TlsProxy } from './tls-proxy.ts';

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain-HTTP upstream that records what reached it and answers with a hop-by-hop header HTTP/2 forbids. */
async function upstreamServer(seen: Seen[]): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, {
        'content-type': 'text/plain',
        'x-upstream': 'yes',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
      });
      response.end(`answer to ${request.method} ${request.url}`);
    });
  });
  const port = await listenOnFreePort(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One HTTP/2 request over TLS, trusting the proxy's self-signed certificate as the bench's browsers do. */
async function h2Request(origin: string, headers: http2.OutgoingHttpHeaders, body?: string) {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  try {
    const stream = session.request(headers);
    if (body !== undefined) stream.end(body);
    else stream.end();
    const [responseHeaders, text] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((resolve) => stream.once('response', resolve)),
      new Promise<string>((resolve) => {
        let received = '';
        stream.on('data', (chunk: Buffer) => (received += chunk.toString()));
        stream.on('end', () => resolve(received));
      }),
    ]);
    return { headers: responseHeaders, text, alpn: (session.socket as TLSSocket).alpnProtocol };
  } finally {
    session.close();
  }
}

describe('startTlsProxy', () => {
  let proxy: TlsProxy | undefined;
  let closeUpstream: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await proxy?.stop();
    await closeUpstream?.();
    proxy = undefined;
    closeUpstream = undefined;
  });

  it('speaks HTTP/2 over TLS and passes the request and the answer through, as a production proxy does', async () => {
    const seen: Seen[] = [];
    const upstream = await upstreamServer(seen);
    closeUpstream = upstream.close;
    const port = await freePort();
    proxy = await startTlsProxy(port, () => upstream.origin);
    expect(proxy.origin).toBe(`https://127.0.0.1:${port}`);

    const answer = await h2Request(
      proxy.origin,
      { ':method': 'POST', ':path': '/api/coupons?x=1', 'content-type': 'application/json' },
      '{"code":"PIZZA"}',
    );

    expect(answer.alpn).toBe('h2');
    expect(answer.headers[':status']).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    // Connection-specific headers are one hop's: not forwarded (HTTP/2 would refuse them).
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(answer.text).toBe('answer to POST /api/coupons?x=1');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/coupons?x=1', body: '{"code":"PIZZA"}' });
    expect(seen[0]?.headers).toMatchObject({
      host: `127.0.0.1:${port}`,
      'content-type': 'application/json',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('asks for the upstream on every request, so a restarted server keeps the same public origin', async () => {
    const seenFirst: Seen[] = [];
    const seenSecond: Seen[] = [];
    const first = await upstreamServer(seenFirst);
    const second = await upstreamServer(seenSecond);
    closeUpstream = async () => {
      await first.close();
      await second.close();
    };
    let current = first.origin;
    proxy = await startTlsProxy(await freePort(), () => current);

    await h2Request(proxy.origin, { ':path': '/one' });
    current = second.origin;
    await h2Request(proxy.origin, { ':path': '/two' });

    expect(seenFirst.map((request) => request.url)).toEqual(['/one']);
    expect(seenSecond.map((request) => request.url)).toEqual(['/two']);
  });

  it('answers 502 when the server behind it is gone', async () => {
    const gone = await upstreamServer([]);
    await gone.close();
    proxy = await startTlsProxy(await freePort(), () => gone.origin);

    const answer = await h2Request(proxy.origin, { ':path': '/health' });

    expect(answer.headers[':status']).toBe(502);
  });

  it('stops with a browser connection still open: that connection is closed and no new one is taken', async () => {
    const upstream = await upstreamServer([]);
    closeUpstream = upstream.close;
    const started = await startTlsProxy(await freePort(), () => upstream.origin);
    const browser = http2.connect(started.origin, { rejectUnauthorized: false });
    browser.on('error', () => undefined);
    await h2RequestOn(browser, '/health');
    const browserClosed = new Promise<void>((resolve) => browser.once('close', () => resolve()));

    await started.stop();

    await browserClosed;
    const refused = await new Promise<string>((resolve) => {
      const late = http2.connect(started.origin, { rejectUnauthorized: false });
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      late.once('connect', () => resolve('connected'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});

/** A request on an open session, resolved once its answer has ended. */
function h2RequestOn(session: http2.ClientHttp2Session, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path });
    stream.on('error', reject);
    stream.resume();
    stream.on('end', () => resolve());
    stream.end();
  });
}
