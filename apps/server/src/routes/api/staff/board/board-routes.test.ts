import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBusinessFile, placeOrder, recordOrderEvent } from '@ordina/db';
import { newTestOrder } from '@ordina/db/test/new-order-fixture';
import { staffSession } from '../../../../test/staff-session.ts';
import { readTrattoria, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { openSse, type SseConnection } from './test/sse-client.ts';

/*
 * The board's snapshot and stream over real HTTP (an event stream never
 * ends, so not through inject), signed in as staff through the real login:
 * each board sees its own business's orders only, and nobody else gets in.
 */

const PLACED_AT = new Date('2026-12-01T17:00:00.000Z');

describe('the board stream and snapshot', () => {
  let server: TestApp;
  let base: string;
  let otherBusinessId: number;
  const sessions = new Map<number, string>();
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    server = await startTestApp({
      tempPrefix: 'ordina-board-routes-',
      businessJson: JSON.stringify(await readTrattoria()),
      env: { BOARD_EVENTS_POLL_MS: '50', BOARD_KEEP_ALIVE_MS: '300' },
      build: { pages: false },
    });
    const other = await readTrattoria();
    other.business = { key: 'board-other', name: 'Altro' };
    otherBusinessId = (await importBusinessFile(server.app.database.db, other)).businessId;
    sessions.set(server.app.businessId, (await staffSession(server.app, { role: 'staff' })).cookie);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  const as = (businessId: number) => ({ cookie: sessions.get(businessId)! });
  async function connect(
    businessId: number,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<SseConnection> {
    const stream = await openSse(`${base}/api/staff/board/events${query}`, { ...as(businessId), ...headers });
    streams.push(stream);
    return stream;
  }
  async function place(businessId: number): Promise<number> {
    const placed = await placeOrder(server.app.database.db, newTestOrder(businessId, { now: PLACED_AT }));
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order.id;
  }
  const orderEvents = (stream: SseConnection) =>
    stream.messages
      .filter((m) => m.event === 'order')
      .map((m) => ({ id: Number(m.id), ...(JSON.parse(m.data) as { orderId: number; kind: string }) }));

  it('opens with a comment at once, unbuffered and uncached, then says it is ready', async () => {
    const stream = await connect(server.app.businessId);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    await expect.poll(() => stream.comments).toContain('connected');
    await expect.poll(() => stream.messages.map((m) => m.event)).toEqual(['ready']);
    stream.close();
  });

  it('sends keep-alive comments while nothing happens', async () => {
    const stream = await connect(server.app.businessId);
    await expect
      .poll(() => stream.comments.filter((c) => c === 'keep-alive').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('brings a new order of its business with the event id, and never another business’s', async () => {
    const stream = await connect(server.app.businessId);
    await expect.poll(() => stream.messages.map((m) => m.event)).toContain('ready');
    const otherOrderId = await place(otherBusinessId);
    const orderId = await place(server.app.businessId);
    await expect
      .poll(() => orderEvents(stream).map((e) => [e.orderId, e.kind]), { timeout: 10_000 })
      .toEqual([[orderId, 'created']]);

    const snapshot = await fetch(`${base}/api/staff/board`, { headers: as(server.app.businessId) });
    const body = (await snapshot.json()) as {
      data: {
        orders: { id: number; status: string }[];
        lastEventId: number;
        timeZone: string;
        serverTime: string;
      };
    };
    expect(body.data.orders.map((o) => o.id)).toContain(orderId);
    expect(body.data.lastEventId).toBe(orderEvents(stream)[0]!.id);
    expect(body.data.timeZone).toBe('Europe/Rome');
    expect(body.data.orders.map((o) => o.id)).not.toContain(otherOrderId);
    stream.close();
  });

  it('replays the events after Last-Event-ID on a reconnect, each once, before saying it is ready', async () => {
    const businessId = server.app.businessId;
    const first = await place(businessId);
    const second = await place(businessId);
    const third = await server.app.database.db
      .transaction()
      .execute((trx) =>
        recordOrderEvent(trx, { businessId, orderId: second, kind: 'status', at: PLACED_AT }),
      );
    const { lastEventId } = (
      (await (await fetch(`${base}/api/staff/board`, { headers: as(businessId) })).json()) as {
        data: { lastEventId: number };
      }
    ).data;
    expect(lastEventId).toBe(third);

    const events = (
      await server.app.database.db
        .selectFrom('order_events')
        .select(['id', 'order_id'])
        .where('order_id', 'in', [first, second])
        .orderBy('id')
        .execute()
    ).map((e) => e.id);
    const resumed = await connect(businessId, { 'last-event-id': String(events[0]) });
    await expect.poll(() => resumed.messages.map((m) => m.event).at(-1)).toBe('ready');
    expect(orderEvents(resumed).map((e) => e.id)).toEqual(events.slice(1));
    resumed.close();
  });

  it('refuses without a staff session, and a customer’s token opens nothing', async () => {
    for (const path of ['/api/staff/board/events', '/api/staff/board']) {
      const anonymous = await fetch(`${base}${path}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ data: { errors: ['STAFF_UNAUTHORIZED'] } });
      const customer = await fetch(`${base}${path}`, {
        headers: { authorization: 'Bearer not-a-staff-session' },
      });
      expect(customer.status).toBe(401);
    }
  });

  it('records the board screen’s heartbeat while its stream is open', async () => {
    const stream = await connect(server.app.businessId, {}, '?screen=forno-tablet-1');
    await expect.poll(() => stream.messages.map((m) => m.event)).toContain('ready');
    const screen = () =>
      server.app.database.db
        .selectFrom('board_screens')
        .select('last_seen_at')
        .where('business_id', '=', server.app.businessId)
        .where('screen_id', '=', 'forno-tablet-1')
        .executeTakeFirst();
    await expect.poll(screen, { timeout: 10_000 }).toBeDefined();
    stream.close();
  });

  it('lets the last board go: the feed stops when every stream closed', async () => {
    for (const stream of streams) stream.close();
    await expect.poll(() => server.app.boardLive.feed.connected, { timeout: 10_000 }).toBe(0);
  });
});
