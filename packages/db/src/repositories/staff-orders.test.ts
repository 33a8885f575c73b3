import { describe, expect, it } from 'vitest';
import {
  insertPaymentBusiness,
  openTestCheckout,
  placeWaitingOrder,
  testPaymentEvent,
} from '../test/payment-fixture.ts';
import { newTestOrder, testSlot } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { placeOrder } from './place-order.ts';
import { findStaffOrder, listStaffOrders } from './staff-orders.ts';

// The board's reads (docs/decisions/044): every field of a card, scoped by business, never an order the business did not receive.
describe.each(TEST_DIALECTS)('staff orders on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const slot = testSlot('2026-12-01', '21:00', 1, 1000);

  async function place(businessId: number, over: Parameters<typeof newTestOrder>[1] = {}) {
    const placed = await placeOrder(database().db, newTestOrder(businessId, { slot, ...over }));
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order.id;
  }

  it('reads one order as the board card shows it, in the business language, only for its own business', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const other = await insertPaymentBusiness(db);
    const orderId = await place(businessId);
    const card = await findStaffOrder(db, businessId, orderId);
    expect(card).toMatchObject({
      id: orderId,
      status: 'to_manage',
      locale: 'it',
      createdAt: '2026-12-01T17:00:00.000Z',
      receivedAt: '2026-12-01T17:00:00.000Z',
      slot: { date: '2026-12-01', time: '21:00' },
      promisedAt: null,
      deliveryMethodCode: 'home_delivery',
      customer: { name: 'Anna', lastname: 'Rossi', phone: '+39 333 123 4567' },
      notes: { customer: 'Citofono rotto', delivery: 'Lasciare al portiere' },
      payment: { methodCode: 'cash_on_delivery', paidOnline: false, refunded: 0 },
      totals: {
        amount: 1650,
        amountDelivery: 400,
        amountManualDiscount: 0,
        manualDiscountMode: null,
        amountFinal: 2050,
      },
    });
    expect(card?.lines[0]).toEqual({
      qty: 2,
      name: 'Margherita',
      categoryName: 'Pizze',
      finalPrice: 1500,
      options: [
        { group: 'Impasto', item: 'Integrale', price: 100, operand: '+' },
        { group: 'Aggiunte', item: 'Senza glutine', price: 50, operand: '-' },
      ],
      removed: ['Basilico'],
    });
    expect(card?.place.address).not.toBeNull();
    expect(await findStaffOrder(db, other, orderId)).toBeUndefined();
  });

  it('never shows an order the business did not receive; a paid one counts from its payment', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const unverified = await place(businessId, {
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: new Date('2026-12-01T17:30:00.000Z') },
    } as never);
    expect(await findStaffOrder(db, businessId, unverified)).toBeUndefined();
    const waiting = await placeWaitingOrder(db, businessId, { slot });
    expect(await findStaffOrder(db, businessId, waiting)).toBeUndefined();
    const { reference } = await openTestCheckout(db, businessId, waiting);
    await recordPaymentEvent(db, testPaymentEvent(businessId, reference));
    expect(await findStaffOrder(db, businessId, waiting)).toMatchObject({
      status: 'to_manage',
      receivedAt: '2026-12-01T17:05:00.000Z',
      payment: { paidOnline: true },
    });
  });

  it('lists what is still to handle, and what ended since the start of the day', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const open = await place(businessId);
    const doneToday = await place(businessId);
    const doneYesterday = await place(businessId);
    await db
      .updateTable('orders')
      .set({ status_code: 'delivered', updated_at: '2026-12-01T18:00:00.000Z' })
      .where('id', '=', doneToday)
      .execute();
    await db
      .updateTable('orders')
      .set({ status_code: 'canceled', ended_at: '2026-11-30T18:00:00.000Z', cancel_reason: 'too_busy' })
      .where('id', '=', doneYesterday)
      .execute();
    const listed = await listStaffOrders(db, businessId, {
      endedSince: new Date('2026-12-01T03:00:00.000Z'),
    });
    expect(listed.map((order) => order.id).sort()).toEqual([open, doneToday].sort());
  });
});
