import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { importBusinessFile, placeOrder } from '@ordina/db';
import { fixtureBusinessFile } from '@ordina/db/test/fixture-business';
import { newTestOrder, testSlot } from '@ordina/db/test/new-order-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  login,
  seedAccount,
  useAccountTestApp,
} from '../../../plugins/auth/test/account-test-app.ts';
import { staffHeaders, staffSession } from '../../../test/staff-session.ts';
import { errorsOf } from '../../../test/refusal-codes.ts';

/*
 * /api/staff/orders (docs/decisions/044) through the whole app: the staff session and its CSRF
 * header, the business scoping, the card, an action's answer and the 409 of an order that moved
 * meanwhile with the order as it is now. The orders' slots are far ahead or long past, so nothing
 * here depends on today's date.
 */

describe.each(TEST_DIALECTS)('staff order routes on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  const inject = (options: InjectOptions) => server.app.inject(options);

  async function newOrder(day = '2026-12-01', businessId = server.app.businessId): Promise<number> {
    const placed = await placeOrder(
      server.app.database.db,
      newTestOrder(businessId, { slot: testSlot(day, '21:00', 1, 1000) }),
    );
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order.id;
  }
  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

  it('answers only a live staff session: none, a customer token, or a write without the CSRF header are refused', async () => {
    const orderId = await newOrder();
    const none = await inject({ method: 'GET', url: `/api/staff/orders/${orderId}` });
    expect([none.statusCode, errorsOf(none)]).toEqual([401, ['STAFF_UNAUTHORIZED']]);
    await seedAccount(server.app, { email: 'cliente@example.com' });
    const customer = await inject({
      method: 'GET',
      url: `/api/staff/orders/${orderId}`,
      headers: bearer((await login(server.app, 'cliente@example.com')).token),
    });
    expect([customer.statusCode, errorsOf(customer)]).toEqual([401, ['STAFF_UNAUTHORIZED']]);
    const staff = await staffSession(server.app, { role: 'staff' });
    const noCsrf = await post(
      `/api/staff/orders/${orderId}/accept`,
      { cookie: staff.cookie },
      { readyAtSlot: true },
    );
    expect([noCsrf.statusCode, errorsOf(noCsrf)]).toEqual([403, ['CSRF_INVALID']]);
    const card = await inject({
      method: 'GET',
      url: `/api/staff/orders/${orderId}`,
      headers: { cookie: staff.cookie },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      data: {
        order: {
          id: orderId,
          status: 'to_manage',
          customer: { name: 'Anna' },
          lines: [{ name: 'Margherita', removed: ['Basilico'] }, { name: 'Acqua 0,5 l' }],
        },
      },
    });
  });

  it("reads and acts only on its own business: another business's order, an unknown or malformed id is NOT_FOUND", async () => {
    const file = fixtureBusinessFile();
    file.business = { key: `other-${dialect}`, name: 'Altro' };
    const { businessId: otherBusiness } = await importBusinessFile(server.app.database.db, file);
    const foreign = await newOrder('2026-12-01', otherBusiness);
    const staff = await staffSession(server.app, { role: 'staff' });
    for (const url of [`/api/staff/orders/${foreign}`, '/api/staff/orders/999999', '/api/staff/orders/abc']) {
      const read = await inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
      expect([url, read.statusCode, errorsOf(read)]).toEqual([url, 404, ['NOT_FOUND']]);
    }
    const act = await post(`/api/staff/orders/${foreign}/reject`, staffHeaders(staff), {
      reason: 'too_busy',
    });
    expect([act.statusCode, errorsOf(act)]).toEqual([404, ['NOT_FOUND']]);
    const untouched = await server.app.database.db
      .selectFrom('orders')
      .select('status_code')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(untouched.status_code).toBe('to_manage');
  });

  it('accepts and answers the order as it is now; a second press answers 409 ORDER_STATUS_CHANGED with the current order', async () => {
    const orderId = await newOrder();
    const [first, second] = await Promise.all([
      staffSession(server.app, { role: 'staff' }),
      staffSession(server.app, { role: 'owner' }),
    ]);
    const accepted = await post(`/api/staff/orders/${orderId}/accept`, staffHeaders(first), {
      readyAtSlot: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      data: { order: { id: orderId, status: 'confirmed', promisedAt: expect.any(String) as unknown } },
    });
    const late = await post(`/api/staff/orders/${orderId}/reject`, staffHeaders(second), {
      reason: 'closing',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      data: { errors: ['ORDER_STATUS_CHANGED'], order: { id: orderId, status: 'confirmed' } },
    });
    expect((await post(`/api/staff/orders/${orderId}/ready`, staffHeaders(second))).json()).toMatchObject({
      data: { order: { status: 'ready_delivery' } },
    });
    expect((await post(`/api/staff/orders/${orderId}/delivered`, staffHeaders(second))).json()).toMatchObject(
      { data: { order: { status: 'delivered' } } },
    );
    // Who did what, in the audit trail the owner reads.
    const audit = await server.app.database.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'action'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { staff_id: first.staffId, action: 'order.accept' },
      { staff_id: second.staffId, action: 'order.ready' },
      { staff_id: second.staffId, action: 'order.delivered' },
    ]);
  });

  it('puts busy mode’s minutes on top of the ready time an accept promises (the server reads the switch, not the board)', async () => {
    const orderId = await newOrder(); // its slot has begun: a preset counts from now
    const staff = await staffSession(server.app, { role: 'staff' });
    const busy = await post('/api/staff/busy', staffHeaders(staff), { extraMinutes: 30, duration: 60 });
    expect(busy.statusCode).toBe(200);
    const before = Date.now();
    const accepted = await post(`/api/staff/orders/${orderId}/accept`, staffHeaders(staff), { readyIn: 15 });
    const after = Date.now();
    const { promisedAt } = accepted.json<{ data: { order: { promisedAt: string } } }>().data.order;
    // 15 min chosen + 30 min busy, rounded up to the minute.
    expect(Date.parse(promisedAt)).toBeGreaterThanOrEqual(before + 45 * 60_000);
    expect(Date.parse(promisedAt)).toBeLessThanOrEqual(after + 46 * 60_000);
  });

  it('refuses a ready time before the slot, a discount over the total and bodies that break the contract', async () => {
    const orderId = await newOrder('2099-06-01');
    const staff = await staffSession(server.app, { role: 'staff' });
    const early = await post(`/api/staff/orders/${orderId}/accept`, staffHeaders(staff), { readyIn: 30 });
    expect([early.statusCode, errorsOf(early)]).toEqual([400, ['READY_TIME_BEFORE_SLOT']]);
    const over = await post(`/api/staff/orders/${orderId}/discount`, staffHeaders(staff), {
      mode: 'euro',
      value: 999_999,
    });
    expect([over.statusCode, errorsOf(over)]).toEqual([400, ['DISCOUNT_EXCEEDS_TOTAL']]);
    for (const [action, body] of [
      ['accept', { readyIn: 20 }],
      ['reject', { reason: 'bored' }],
      ['delay', { minutes: 1 }],
      ['discount', { mode: 'percent', value: 150 }],
    ] as const) {
      const bad = await post(`/api/staff/orders/${orderId}/${action}`, staffHeaders(staff), body);
      expect([action, bad.statusCode, errorsOf(bad)]).toEqual([action, 400, ['GENERIC_ERROR']]);
    }
    const discounted = await post(`/api/staff/orders/${orderId}/discount`, staffHeaders(staff), {
      mode: 'percent',
      value: 10,
    });
    expect(discounted.json()).toMatchObject({
      data: {
        order: {
          totals: {
            manualDiscount: 10,
            manualDiscountMode: 'percent',
            amountManualDiscount: 205,
            amountFinal: 1845,
          },
        },
      },
    });
    const rejected = await post(`/api/staff/orders/${orderId}/reject`, staffHeaders(staff), {
      reason: 'other',
      note: 'Forno guasto',
    });
    expect(rejected.json()).toMatchObject({
      data: { order: { status: 'canceled', endReason: 'other', endNote: 'Forno guasto' } },
    });
  });
});
