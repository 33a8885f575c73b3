import { describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import {
  countOrderRows,
  englishLine,
  forgetOrderLanguageNames,
  newTestOrder,
  testSlot,
} from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { findBusinessMessaging, takeSmsCredit } from './business-messaging.ts';
import { findOrderForMessages, type OrderForMessages } from './order-messages.ts';
import { verifyOrder } from './order-verification.ts';
import { placeOrder } from './place-order.ts';
import { listSavedAddresses } from './saved-addresses.ts';
import { insertTestCustomer } from '../test/customer-fixture.ts';

// What placing and verifying an order adds around it (docs/decisions/017):
// the messages' view of the order, the SMS credit an SMS takes, and a
// logged-in customer's new address saved with the order.
describe.each(TEST_DIALECTS)('order messages, SMS credit and saved addresses on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;

  async function business(
    messaging: { sms_credit?: number; new_order_email?: string | null } = {},
  ): Promise<number> {
    const file = fixtureBusinessFile();
    file.business = { key: `messages-${(keys += 1)}`, name: 'Messages' };
    file.messaging = {
      new_order_email: messaging.new_order_email ?? null,
      ...(messaging.sms_credit === undefined ? {} : { sms_credit: messaging.sms_credit }),
    };
    return (await importBusinessFile(database().db, file)).businessId;
  }

  const sms = (to: string) => ({
    channel: 'sms' as const,
    recipient: to,
    bodyText: 'Conferma: /ordine/convalida/x',
  });

  it('hands the messages the order as they tell it, the same view it reads back later', async () => {
    const { db } = database();
    const businessId = await business();
    let told: OrderForMessages | undefined;
    const result = await placeOrder(
      db,
      newTestOrder(businessId, { messages: (_secrets, view) => ((told = view), []) }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(told).toMatchObject({
      id: result.order.id,
      code: result.order.code,
      hash: result.order.hash,
      locale: 'it',
      customer: {
        name: 'Anna',
        lastname: 'Rossi',
        email: 'anna.rossi@example.com',
        phone: '+39 333 123 4567',
        note: 'Citofono rotto',
      },
      delivery: {
        method: 'home_delivery',
        place: null,
        address: { route: 'Viale Vespucci', street_number: '12', floor: '2', intercom_name: 'Rossi' },
        note: 'Lasciare al portiere',
      },
      slot: { day: '2026-12-01', time: '21:00' },
      paymentMethod: 'cash_on_delivery',
      prices: { cart: 1650, coupon: 0, shipping: 400, total: 2050 },
      couponCode: null,
    });
    expect(told?.lines[0]).toEqual({
      name: 'Margherita',
      nameInOrderLocale: 'Margherita',
      qty: 2,
      lineTotal: 1500,
      options: [
        { itemName: 'Integrale', itemNameInOrderLocale: 'Integrale', price: 100, operand: '+' },
        { itemName: 'Senza glutine', itemNameInOrderLocale: 'Senza glutine', price: 50, operand: '-' },
      ],
      removed: [{ name: 'Basilico', nameInOrderLocale: 'Basilico' }],
    });
    expect(await findOrderForMessages(db, businessId, result.order.id)).toEqual(told);
    expect(result.messageIds).toEqual([]);
  });

  // Issue 31 item 6: an English customer's order, read back after a verification or a payment, still speaks English to them.
  it("reads back each name in the order's language and in the business's, and the business's alone on orders from before", async () => {
    const { db } = database();
    const businessId = await business();
    const result = await placeOrder(db, newTestOrder(businessId, { locale: 'en', lines: [englishLine] }));
    if (!result.ok) throw new Error(result.reason);
    const [line] = (await findOrderForMessages(db, businessId, result.order.id))?.lines ?? [];
    expect(line).toEqual({
      name: 'Sauté di cozze e vongole',
      nameInOrderLocale: 'Sautéed mussels and clams',
      qty: 1,
      lineTotal: 1200,
      options: [{ itemName: 'Classico', itemNameInOrderLocale: 'Classic', price: 0, operand: '+' }],
      removed: [{ name: 'Prezzemolo', nameInOrderLocale: 'Parsley' }],
    });
    // An order placed before migration 0014 kept one name: it stands for both.
    await forgetOrderLanguageNames(db, result.order.id);
    const [old] = (await findOrderForMessages(db, businessId, result.order.id))?.lines ?? [];
    expect(old).toMatchObject({
      nameInOrderLocale: 'Sauté di cozze e vongole',
      options: [{ itemNameInOrderLocale: 'Classico' }],
      removed: [{ nameInOrderLocale: 'Prezzemolo' }],
    });
  });

  it('takes one SMS credit per SMS queued, and refuses the order with nothing written when none is left', async () => {
    const { db } = database();
    const businessId = await business({ sms_credit: 1 });
    const first = await placeOrder(db, newTestOrder(businessId, { messages: () => [sms('+393331234567')] }));
    if (!first.ok) throw new Error(first.reason);
    expect(first.messageIds).toHaveLength(1);
    expect((await findBusinessMessaging(db, businessId))?.smsCredit).toBe(0);

    const before = await countOrderRows(db, businessId);
    expect(
      await placeOrder(db, newTestOrder(businessId, { messages: () => [sms('+393331234567')] })),
    ).toEqual({ ok: false, reason: 'sms_credit_exhausted' });
    expect(await countOrderRows(db, businessId)).toEqual(before);
  });

  it('never takes the credit below zero when servers take it at once', async () => {
    const { db } = database();
    const businessId = await business({ sms_credit: 5 });
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeSmsCredit(db, businessId, new Date())),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect((await findBusinessMessaging(db, businessId))?.smsCredit).toBe(0);
  });

  it('moves the storefront version on when the last SMS is taken (has_sms_to_spend turns false everywhere)', async () => {
    const { db } = database();
    const businessId = await business({ sms_credit: 2 });
    const version = async () =>
      (
        await db
          .selectFrom('businesses')
          .select('updated_at')
          .where('id', '=', businessId)
          .executeTakeFirstOrThrow()
      ).updated_at;
    const start = await version();
    await takeSmsCredit(db, businessId, new Date('2099-01-01T00:00:00.000Z'));
    expect(await version()).toBe(start);
    await takeSmsCredit(db, businessId, new Date('2099-01-01T00:00:00.000Z'));
    expect(await version()).toBe('2099-01-01T00:00:00.000Z');
  });

  it('saves a logged-in customer’s new address with the order, once, and not when the order is refused', async () => {
    const { db } = database();
    const businessId = await business();
    const userId = await insertTestCustomer(db, businessId, { email: 'anna@example.it' });
    const placed = await placeOrder(db, newTestOrder(businessId, { userId, saveAddress: { userId } }));
    expect(placed.ok).toBe(true);
    const again = await placeOrder(db, newTestOrder(businessId, { userId, saveAddress: { userId } }));
    expect(again.ok).toBe(true);
    expect(await listSavedAddresses(db, businessId, userId)).toEqual([
      expect.objectContaining({
        address: 'Viale Vespucci',
        street_number: '12',
        zipcode: '47921',
        city: 'Rimini',
        floor: '2',
        intercom_name: 'Rossi',
        lat: 44.06,
        lng: 12.58,
        default: 1,
      }),
    ]);

    // A full slot refuses the order: the new address is not kept either.
    const order = newTestOrder(businessId, {
      userId,
      saveAddress: { userId },
      slot: testSlot('2026-12-02', '20:00', 1, 0),
    });
    const full = {
      ...order,
      delivery: { ...order.delivery, address: { ...order.delivery.address!, street_number: '99' } },
    };
    expect(await placeOrder(db, full)).toEqual({ ok: false, reason: 'slot_full' });
    expect(await listSavedAddresses(db, businessId, userId)).toHaveLength(1);
  });

  it('queues the messages of a verification in its transaction, only when it verifies now', async () => {
    const { db } = database();
    const businessId = await business();
    let code = '';
    const placed = await placeOrder(db, {
      ...newTestOrder(businessId),
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: new Date('2026-12-01T17:30:00.000Z') },
      messages: (secrets) => ((code = secrets.pending?.verificationCode ?? ''), []),
    });
    if (!placed.ok) throw new Error(placed.reason);
    const confirmation = (order: OrderForMessages) => [
      {
        channel: 'email' as const,
        recipient: order.customer.email,
        subject: `Ordine ${order.code}`,
        bodyText: 'ok',
        bodyHtml: null,
      },
    ];

    const verified = await verifyOrder(db, businessId, code, new Date('2026-12-01T17:10:00.000Z'), {
      messages: confirmation,
    });
    expect(verified).toMatchObject({ status: 'verified', messageIds: [expect.any(Number)] });
    expect(
      await verifyOrder(db, businessId, code, new Date('2026-12-01T17:11:00.000Z'), {
        messages: confirmation,
      }),
    ).toMatchObject({ status: 'already_verified' });
    expect(
      await db
        .selectFrom('outbox_messages')
        .select(['recipient', 'subject'])
        .where('business_id', '=', businessId)
        .execute(),
    ).toEqual([{ recipient: 'anna.rossi@example.com', subject: `Ordine ${placed.order.code}` }]);
  });
});
