import { describe, expect, it } from 'vitest';
import { readOperations } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { guestOrder, laterSlot, sendOrder, useOrderTestApp } from '../order/test/order-test-app.ts';

// The safety net and board health (docs/decisions/046) with the clock given to each run: the
// owner is alerted once after N minutes (default 5), ordering pauses itself after K minutes
// (default 3) without a board during order hours and resumes with a heartbeat.

const minutes = (n: number) => n * 60_000;

describe.each(TEST_DIALECTS)('the board’s safety net on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.anagraphic.mobilePhone = '+39 333 111 2222';
      file.messaging = { new_order_email: 'ordini@lido.example', sms_credit: 50 };
    },
  });

  const ownerMessages = async (subjectOrText: string) =>
    (
      await app()
        .database.db.selectFrom('outbox_messages')
        .select(['channel', 'recipient', 'subject', 'body_text'])
        .where('business_id', '=', app().businessId)
        .execute()
    ).filter((m) => (m.subject ?? m.body_text).includes(subjectOrText));

  it('alerts the owner by e-mail and SMS once an order waits N minutes, and never twice', async () => {
    const placedAt = Date.now();
    const response = await sendOrder(app(), await guestOrder(app(), await laterSlot(app())));
    expect(response.statusCode).toBe(200);
    const orderId = Number(
      response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params.oid,
    );
    const { code } = await app()
      .database.db.selectFrom('orders')
      .select('code')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    expect((await app().boardSafety.run(new Date(placedAt + minutes(4)))).alerted).toEqual([]);
    const run = await app().boardSafety.run(new Date(placedAt + minutes(5) + 5_000));
    expect(run.alerted).toEqual([orderId]);
    expect((await app().boardSafety.run(new Date(placedAt + minutes(6)))).alerted).toEqual([]);

    const sent = await ownerMessages(`Ordine ${code} in attesa`);
    expect(sent.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'ordini@lido.example'],
      ['sms', '+393331112222'],
    ]);
  });

  it('rejects an order still not accepted after M minutes, as the system, once; the customer is told; an accepted one is left alone', async () => {
    const place = async () => {
      const response = await sendOrder(app(), await guestOrder(app(), await laterSlot(app())));
      return Number(response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params.oid);
    };
    const placedAt = Date.now();
    const forgotten = await place();
    const accepted = await place();
    expect(
      (
        await app().orderActions.accept({
          orderId: accepted,
          actor: { kind: 'system' },
          ready: { readyAtSlot: true },
          now: new Date(),
        })
      ).ok,
    ).toBe(true);

    expect((await app().boardSafety.run(new Date(placedAt + minutes(14)))).rejected).not.toContain(forgotten);
    const run = await app().boardSafety.run(new Date(placedAt + minutes(15) + 10_000));
    expect(run.rejected).toContain(forgotten);
    expect(run.rejected).not.toContain(accepted);
    expect((await app().boardSafety.run(new Date(placedAt + minutes(16)))).rejected).toEqual([]);

    const order = await app()
      .database.db.selectFrom('orders')
      .select(['status_code', 'cancel_reason', 'customer_email'])
      .where('id', '=', forgotten)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status_code: 'canceled', cancel_reason: 'auto_rejected' });
    const toCustomer = await app()
      .database.db.selectFrom('outbox_messages')
      .select('recipient')
      .where('recipient', '=', order.customer_email)
      .where('business_id', '=', app().businessId)
      .execute();
    expect(toCustomer.length).toBeGreaterThan(0);
  });

  it('pauses ordering when no board has been seen for K minutes during order hours, tells the owner once, and resumes with a heartbeat', async () => {
    const { db } = app().database;
    const seen = new Date();
    await app().boardSafety.heartbeat('oven-tablet', seen);
    expect((await app().boardSafety.run(new Date(seen.getTime() + minutes(2)))).pausedForMissingBoard).toBe(
      false,
    );
    expect((await app().boardSafety.run(new Date(seen.getTime() + minutes(3)))).pausedForMissingBoard).toBe(
      true,
    );
    expect((await app().boardSafety.run(new Date(seen.getTime() + minutes(4)))).pausedForMissingBoard).toBe(
      false,
    );
    expect((await readOperations(db, app().businessId)).pause).toMatchObject({
      reason: 'no_board',
      until: null,
    });
    expect(await ownerMessages('nessuna bacheca collegata')).toHaveLength(2);

    // The storefront says so at once in this process, and the order call refuses.
    const live = (await app().inject({ method: 'GET', url: '/api/storefront/live' })).json<{
      data: { acceptance: { accepting: boolean } };
    }>();
    expect(live.data.acceptance.accepting).toBe(false);
    const refused = await sendOrder(app(), await guestOrder(app(), await laterSlot(app())));
    expect(refused.json()).toEqual({ data: { errors: ['ORDERS_NOT_ACCEPTED'] } });

    await app().boardSafety.heartbeat('oven-tablet', new Date(seen.getTime() + minutes(5)));
    expect((await readOperations(db, app().businessId)).pause).toBeNull();
    const back = (await app().inject({ method: 'GET', url: '/api/storefront/live' })).json<{
      data: { acceptance: { accepting: boolean } };
    }>();
    expect(back.data.acceptance.accepting).toBe(true);
  });
});

describe('board health outside order hours, and for a business without a board', () => {
  const { app } = useOrderTestApp('sqlite', {
    change: (file) => {
      // Orders only on Monday 19:00–22:00 (Rome).
      file.delivery_order.orderAcceptTimetables = {
        mon: [{ from: '19:00', to: '22:00' }],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      };
    },
  });

  it('never pauses a business that never connected a board, nor outside order hours', async () => {
    // Monday 2026-03-02 20:00 in Rome is 19:00 UTC.
    expect((await app().boardSafety.run(new Date('2026-03-02T19:00:00Z'))).pausedForMissingBoard).toBe(false);
    await app().boardSafety.heartbeat('till', new Date('2026-03-02T12:00:00Z'));
    // Tuesday 20:00: not an order hour.
    expect((await app().boardSafety.run(new Date('2026-03-03T19:00:00Z'))).pausedForMissingBoard).toBe(false);
    // Monday evening a week later: order hours, the board gone for days.
    expect((await app().boardSafety.run(new Date('2026-03-09T19:00:00Z'))).pausedForMissingBoard).toBe(true);
  });
});
