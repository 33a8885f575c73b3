import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '@ordina/db/test/orders-fixture';
import { postSandboxCallback } from '../payments/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureWebBuild } from '../../test/web-build.ts';

// The app serves the web build's pages and assets: it must exist.
beforeAll(() => ensureWebBuild(), 300_000);

const TOKEN = 'metrics-token-of-the-test-0123';

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics without a token (loopback only)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('reports request latency by route pattern, orders by status, the outbox, the boards and the database', async () => {
    await server.app.database.db
      .insertInto('outbox_messages')
      .values({
        business_id: (
          await server.app.database.db.selectFrom('businesses').select('id').executeTakeFirstOrThrow()
        ).id,
        channel: 'email',
        recipient: 'anna@example.com',
        subject: 'Ordine',
        body_text: 'Grazie',
        body_html: null,
        last_error: null,
        sent_at: null,
      })
      .execute();
    const business = await server.app.database.db
      .selectFrom('businesses')
      .select('id')
      .executeTakeFirstOrThrow();
    await insertTestOrder(server.app.database.db, { businessId: business.id, userId: null, code: 'M-1' });
    await insertTestOrder(server.app.database.db, {
      businessId: business.id,
      userId: null,
      code: 'M-2',
      status_code: 'confirmed',
    });
    for (let i = 0; i < 3; i += 1) await server.app.inject({ method: 'GET', url: '/health' });
    await server.app.inject({ method: 'GET', url: '/api/order/123/not-a-hash' });

    const answer = await server.app.inject({ method: 'GET', url: '/metrics' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    expect(
      series(text, 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}'),
    ).toBe(3);
    // The route's pattern, never the URL: an order's id and hash stay out of the metrics.
    expect(text).not.toContain('not-a-hash');
    expect(series(text, 'ordina_database_up')).toBe(1);
    expect(series(text, 'ordina_outbox_messages{status="pending"}')).toBe(1);
    expect(series(text, 'ordina_outbox_messages{status="failed"}')).toBe(0);
    expect(series(text, 'ordina_sse_clients{stream="board"}')).toBe(0);
    expect(series(text, 'ordina_orders{status="to_manage"}')).toBe(1);
    expect(series(text, 'ordina_orders{status="confirmed"}')).toBe(1);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts a payment webhook refused for its signature', async () => {
    const refused = await postSandboxCallback(server.app, {
      body: JSON.stringify({ reference: 'x', outcome: 'paid' }),
      signature: 'forged',
    });
    expect(refused.statusCode).toBe(400);
    const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(series(text, 'ordina_payment_webhook_failures_total{provider="sandbox",reason="signature"}')).toBe(
      1,
    );
  });

  it('is not found from another machine', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('http_request_duration_seconds');
  });

  it('says 0 for the database when it does not answer', async () => {
    const other = await createTestApp();
    await other.app.ready();
    await other.app.database.close();
    const text = (await other.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(series(text, 'ordina_database_up')).toBe(0);
    expect(text).not.toContain('ordina_outbox_messages{');
    await other.close().catch(() => undefined);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server.close());

  it('answers the token from anywhere and nothing else, loopback included', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const right = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      ...remote,
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('ordina_database_up 1');
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode).toBe(404);
    }
  });
});

describe('GET /metrics behind a proxy without a token', () => {
  it('is not found even from loopback: every connection is the proxy', async () => {
    const server = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('health checks', () => {
  it('live does not need the database; ready and /health say when it is unreachable', async () => {
    const server = await createTestApp();
    try {
      expect((await server.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
        status: 'ready',
        database: 'ok',
      });
      await server.app.database.close();
      expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await server.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
