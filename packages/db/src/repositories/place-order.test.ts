import { beforeAll, describe, expect, it } from 'vitest';
import { placeWithoutAddress } from '@ordina/contracts/test/order-place';
import { importBusinessFile } from '../import/import-business-file.ts';
import { secretDigest } from '../order-secrets.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { benvenuto, countOrderRows, newTestOrder, pizza10, testSlot } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { countCouponUses } from './coupon-uses.ts';
import { listDeliverySlots } from './delivery-slots.ts';
import { findOrderByHash } from './orders.ts';
import { findIdempotentOrder, placeOrder, type NewOrder, type PlacedOrderSecrets } from './place-order.ts';

// Each test uses its own business (imported from the fixture file), so counts start at zero.
describe.each(TEST_DIALECTS)('placeOrder on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;

  async function business(
    change: (file: ReturnType<typeof fixtureBusinessFile>) => void = () => undefined,
  ): Promise<number> {
    const file = fixtureBusinessFile();
    file.business = { key: `place-${(keys += 1)}`, name: 'Place' };
    change(file);
    return (await importBusinessFile(database().db, file)).businessId;
  }

  const messagesTo = (business: string) => (order: PlacedOrderSecrets) => [
    {
      channel: 'email' as const,
      recipient: 'anna.rossi@example.com',
      subject: `Ordine ${order.code}`,
      bodyText: `/ordine/inviato/${order.orderId}/${order.hash}`,
      bodyHtml: `<a href="/ordine/inviato/${order.orderId}/${order.hash}">ordine</a>`,
    },
    {
      channel: 'email' as const,
      recipient: business,
      subject: `Nuovo ordine ${order.code}`,
      bodyText: 'Nuovo ordine',
      bodyHtml: null,
    },
  ];

  describe('an order', () => {
    let businessId: number;
    beforeAll(async () => {
      businessId = await business();
    });

    it('writes the order, its lines with options and removed items, the slot take, the messages and the key together', async () => {
      const { db } = database();
      const order = newTestOrder(businessId, { messages: messagesTo('info@trattoria.example') });
      const result = await placeOrder(db, order);
      if (!result.ok) throw new Error(result.reason);
      expect(result.replayed).toBe(false);
      const placed = result.order;
      expect([placed.status, placed.pending]).toEqual(['to_manage', null]);
      // Crockford base32 (no I, L, O, U) and 256 random bits in base64url.
      expect(placed.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(placed.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

      expect(
        await db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow(),
      ).toMatchObject({
        business_id: businessId,
        code: placed.code,
        hash: placed.hash,
        status_code: 'to_manage',
        user_id: null,
        customer_name: 'Anna',
        customer_email: 'anna.rossi@example.com',
        customer_phone: '+39 333 123 4567',
        customer_phone_e164: '+393331234567',
        customer_note: 'Citofono rotto',
        delivery_method_code: 'home_delivery',
        delivery_local_place: null,
        delivery_address: 'Viale Vespucci',
        delivery_street_number: '12',
        delivery_zip_code: '47921',
        delivery_city: 'Rimini',
        delivery_country: 'Italia',
        delivery_floor: '2',
        delivery_intercom_name: 'Rossi',
        delivery_lat: 44.06,
        delivery_lng: 12.58,
        delivery_place_id: 'gazetteer:vespucci-12',
        delivery_note: 'Lasciare al portiere',
        delivery_date: '2026-12-01',
        delivery_time: '21:00',
        delivery_slot_units: 1,
        payment_method_code: 'cash_on_delivery',
        amount: 1650,
        amount_delivery: 400,
        amount_discount: 0,
        amount_final: 2050,
        coupon_id: null,
        coupon_code: null,
        locale: 'it',
        verify_method: null,
        verified_at: null,
        newsletter_subscription: 1,
        privacy_policy_accepted: 1,
        created_at: '2026-12-01T17:00:00.000Z',
      });
      expect(
        await db
          .selectFrom('order_lines')
          .select([
            'position',
            'product_id',
            'name',
            'category_name',
            'qty',
            'unit_price',
            'unit_variations_price',
            'final_price',
          ])
          .where('order_id', '=', placed.id)
          .orderBy('position')
          .execute(),
      ).toEqual([
        {
          position: 0,
          product_id: 100,
          name: 'Margherita',
          category_name: 'Pizze',
          qty: 2,
          unit_price: 700,
          unit_variations_price: 50,
          final_price: 1500,
        },
        {
          position: 1,
          product_id: 200,
          name: 'Acqua 0,5 l',
          category_name: 'Bevande',
          qty: 1,
          unit_price: 150,
          unit_variations_price: 0,
          final_price: 150,
        },
      ]);
      expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
        { date: '2026-12-01', time: '21:00', accepted: 1, max: 3 },
      ]);
      const mails = await db
        .selectFrom('outbox_messages')
        .select(['channel', 'recipient', 'subject', 'body_text', 'status'])
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute();
      expect(mails).toEqual([
        {
          channel: 'email',
          recipient: 'anna.rossi@example.com',
          subject: `Ordine ${placed.code}`,
          body_text: `/ordine/inviato/${placed.id}/${placed.hash}`,
          status: 'pending',
        },
        {
          channel: 'email',
          recipient: 'info@trattoria.example',
          subject: `Nuovo ordine ${placed.code}`,
          body_text: 'Nuovo ordine',
          status: 'pending',
        },
      ]);
      expect(
        await db
          .selectFrom('idempotency_keys')
          .select(['key', 'request_hash', 'order_id'])
          .where('business_id', '=', businessId)
          .execute(),
      ).toEqual([{ key: order.idempotencyKey, request_hash: order.requestHash, order_id: placed.id }]);

      // The order pages read it back in the spec's shape by id and hash.
      expect(await findOrderByHash(db, businessId, placed.id, placed.hash)).toMatchObject({
        id: placed.id,
        code: placed.code,
        statusCode: 'to_manage',
        deliveryTime: '2026-12-01 21:00',
        amount: 1650,
        amountDelivery: 400,
        amountFinal: 2050,
        annotations: 'Citofono rotto\nLasciare al portiere',
        products: [
          {
            id: 100,
            name: 'Margherita',
            qty: 2,
            final_price: 1500,
            productOptions: [
              {
                id: 50,
                name: 'Impasto',
                options: [{ id: 502, name: 'Integrale', price: 100, operand: '+' }],
              },
              {
                id: 51,
                name: 'Aggiunte',
                options: [{ id: 512, name: 'Senza glutine', price: 50, operand: '-' }],
              },
            ],
            removedItems: 'Basilico',
            removedIds: [2],
          },
          {
            id: 200,
            name: 'Acqua 0,5 l',
            qty: 1,
            final_price: 150,
            productOptions: [],
            removedItems: '',
            removedIds: [],
          },
        ],
      });
    });

    it('gives every order its own random hash and code, and answers a wrong hash exactly like a missing order', async () => {
      const { db } = database();
      const placed = await Promise.all(
        [1, 2, 3].map(() =>
          placeOrder(db, newTestOrder(businessId, { slot: testSlot('2026-12-02', '20:00', 1, 9) })),
        ),
      );
      const orders = placed.map((result) => (result.ok ? result.order : null));
      expect(new Set(orders.map((o) => o?.hash)).size).toBe(3);
      expect(new Set(orders.map((o) => o?.code)).size).toBe(3);
      const [first, second] = orders;
      if (!first || !second) throw new Error('not placed');
      expect(await findOrderByHash(db, businessId, first.id, second.hash)).toBeUndefined();
      expect(await findOrderByHash(db, businessId, first.id, first.hash.slice(0, -1))).toBeUndefined();
      expect(await findOrderByHash(db, businessId, first.id, '')).toBeUndefined();
      expect(await findOrderByHash(db, businessId, 999_999, first.hash)).toBeUndefined();
      // Another business's order is not found with its own id and hash.
      const other = await business();
      expect(await findOrderByHash(db, other, first.id, first.hash)).toBeUndefined();
      expect((await findOrderByHash(db, businessId, first.id, first.hash))?.id).toBe(first.id);
    });

    it('records what the customer chose for table service: the table, no address', async () => {
      const { db } = database();
      const result = await placeOrder(
        db,
        newTestOrder(businessId, {
          delivery: { method: 'table_delivery', place: 'Tavolo 12', address: null, note: '' },
          slot: testSlot('2026-12-03', '20:00', 1, 3),
        }),
      );
      if (!result.ok) throw new Error(result.reason);
      expect((await findOrderByHash(db, businessId, result.order.id, result.order.hash))?.delivery).toEqual(
        placeWithoutAddress('Tavolo 12'),
      );
    });
  });

  describe('refusals leave nothing behind', () => {
    it('refuses a full slot: no order, line, message, key, coupon use or place taken', async () => {
      const { db } = database();
      const businessId = await business();
      const slot = testSlot('2026-12-01', '21:00', 1, 1);
      expect((await placeOrder(db, newTestOrder(businessId, { slot }))).ok).toBe(true);
      const before = await countOrderRows(db, businessId);
      const refused = await placeOrder(
        db,
        newTestOrder(businessId, {
          slot,
          coupon: pizza10,
          messages: messagesTo('x@y.it'),
        }),
      );
      expect(refused).toEqual({ ok: false, reason: 'slot_full' });
      expect(await countOrderRows(db, businessId)).toEqual(before);
    });

    it('counts kitchen load in items: 3 + 2 pizzas fill a slot of 5, the next 1 does not fit', async () => {
      const { db } = database();
      const businessId = await business();
      const slot = (units: number) => testSlot('2026-12-01', '21:00', units, 5);
      expect((await placeOrder(db, newTestOrder(businessId, { slot: slot(3) }))).ok).toBe(true);
      expect(await placeOrder(db, newTestOrder(businessId, { slot: slot(3) }))).toEqual({
        ok: false,
        reason: 'slot_full',
      });
      expect((await placeOrder(db, newTestOrder(businessId, { slot: slot(2) }))).ok).toBe(true);
      expect(await placeOrder(db, newTestOrder(businessId, { slot: slot(1) }))).toEqual({
        ok: false,
        reason: 'slot_full',
      });
      expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
        { date: '2026-12-01', time: '21:00', accepted: 5, max: 5 },
      ]);
    });

    it('rolls back everything already written when a later step fails', async () => {
      const { db } = database();
      const businessId = await business();
      const before = await countOrderRows(db, businessId);
      const failing = newTestOrder(businessId, {
        coupon: pizza10,
        messages: () => {
          throw new Error('template broken');
        },
      });
      await expect(placeOrder(db, failing)).rejects.toThrow('template broken');
      expect(await countOrderRows(db, businessId)).toEqual(before);
    });
  });

  describe('coupons', () => {
    const couponOf = (id: number) => ({ ...pizza10, id });
    const customer = (email: string, phoneE164: string) => ({
      name: 'Anna',
      lastname: 'Rossi',
      email,
      phone: phoneE164,
      phoneE164,
      phoneMobile: true,
      note: '',
    });
    const atSlot = (n: number) => testSlot('2026-12-05', `2${n % 4}:00`, 1, 100);

    it('records the coupon on the order with its code read from the database, and counts its use', async () => {
      const { db } = database();
      const businessId = await business();
      const result = await placeOrder(
        db,
        newTestOrder(businessId, {
          coupon: couponOf(1),
          prices: { cart: 1650, coupon: -165, shipping: 400, freeShipping: false, total: 1885 },
        }),
      );
      if (!result.ok) throw new Error(result.reason);
      expect(
        await db
          .selectFrom('orders')
          .select([
            'coupon_id',
            'coupon_code',
            'coupon_discount_mode',
            'coupon_discount_value',
            'amount_discount',
            'amount_final',
          ])
          .where('id', '=', result.order.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        coupon_id: 1,
        coupon_code: 'PIZZA10',
        coupon_discount_mode: '%',
        coupon_discount_value: 10,
        amount_discount: 165,
        amount_final: 1885,
      });
      expect(await countCouponUses(db, businessId, 1)).toBe(1);
      expect(await countCouponUses(db, businessId, 1, 'email:anna.rossi@example.com')).toBe(1);
      expect(await countCouponUses(db, businessId, 1, 'phone:+393331234567')).toBe(1);
    });

    it('stops a coupon at its total usage limit (usage_limit 2), writing nothing for the refused order', async () => {
      const { db } = database();
      const businessId = await business((file) => {
        file.coupons![0]!.usage_limit = 2;
      });
      for (const n of [1, 2])
        expect(
          (
            await placeOrder(
              db,
              newTestOrder(businessId, {
                coupon: couponOf(1),
                customer: customer(`c${n}@x.it`, `+3933300000${n}`),
                slot: atSlot(n),
              }),
            )
          ).ok,
        ).toBe(true);
      const before = await countOrderRows(db, businessId);
      expect(
        await placeOrder(
          db,
          newTestOrder(businessId, {
            coupon: couponOf(1),
            customer: customer('c3@x.it', '+393330000003'),
            slot: atSlot(3),
          }),
        ),
      ).toEqual({ ok: false, reason: 'coupon_exhausted' });
      expect(await countOrderRows(db, businessId)).toEqual(before);
      expect(await countCouponUses(db, businessId, 1)).toBe(2);
    });

    it('stops a customer at usage_limit_per_customer, by the same e-mail (any case) or the same phone', async () => {
      const { db } = database();
      // Amici5 (id 2): usage_limit 50, usage_limit_per_customer 1.
      const businessId = await business();
      const exhausted = { ok: false, reason: 'coupon_exhausted' } as const;
      const attempts: [email: string, phone: string, expected: 'placed' | typeof exhausted][] = [
        ['anna@x.it', '+393330000001', 'placed'],
        ['ANNA@x.it', '+393330000002', exhausted], // the same e-mail in other case
        ['other@x.it', '+393330000001', exhausted], // the same phone
        ['bruno@x.it', '+393330000004', 'placed'],
      ];
      for (const [i, [email, phone, expected]] of attempts.entries()) {
        const placed = await placeOrder(
          db,
          newTestOrder(businessId, {
            coupon: couponOf(2),
            customer: customer(email, phone),
            slot: atSlot(i + 1),
          }),
        );
        expect(placed.ok ? 'placed' : placed, `${email} ${phone}`).toEqual(expected);
      }
      // Without the coupon the same customer orders as often as they like.
      expect(
        (
          await placeOrder(
            db,
            newTestOrder(businessId, { customer: customer('anna@x.it', '+393330000001'), slot: atSlot(5) }),
          )
        ).ok,
      ).toBe(true);
    });

    it('lets a first-order coupon serve each customer once, even without limits in the file', async () => {
      const { db } = database();
      // BENVENUTO (id 3): at_first_order, no limits.
      const businessId = await business();
      expect(
        (await placeOrder(db, newTestOrder(businessId, { coupon: benvenuto, slot: atSlot(1) }))).ok,
      ).toBe(true);
      expect(await placeOrder(db, newTestOrder(businessId, { coupon: benvenuto, slot: atSlot(2) }))).toEqual({
        ok: false,
        reason: 'coupon_exhausted',
      });
    });

    it('refuses a coupon that is gone from the database (the business re-imported its file meanwhile)', async () => {
      const { db } = database();
      const businessId = await business();
      expect(await placeOrder(db, newTestOrder(businessId, { coupon: couponOf(99) }))).toEqual({
        ok: false,
        reason: 'coupon_exhausted',
      });
      expect((await countOrderRows(db, businessId)).orders).toBe(0);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same key and body with the first order, writing nothing more', async () => {
      const { db } = database();
      const businessId = await business();
      const order = newTestOrder(businessId, { messages: messagesTo('x@y.it') });
      const first = await placeOrder(db, order);
      const rows = await countOrderRows(db, businessId);
      const retry = await placeOrder(db, { ...order, now: new Date('2026-12-01T17:00:05.000Z') });
      expect(first.ok && retry.ok).toBe(true);
      if (!first.ok || !retry.ok) return;
      expect(retry).toEqual({ ok: true, replayed: true, order: first.order, messageIds: [] });
      // The key answers the same before anything is recomputed; another body is refused.
      expect(await findIdempotentOrder(db, businessId, order.idempotencyKey, order.requestHash)).toEqual({
        ok: true,
        order: first.order,
      });
      expect(await findIdempotentOrder(db, businessId, order.idempotencyKey, 'another body')).toEqual({
        ok: false,
        reason: 'idempotency_key_reused',
      });
      expect(
        await findIdempotentOrder(db, businessId, 'a-key-never-used', order.requestHash),
      ).toBeUndefined();
      expect(await countOrderRows(db, businessId)).toEqual(rows);
    });

    it('refuses the same key with another body, and keeps the first order', async () => {
      const { db } = database();
      const businessId = await business();
      const order = newTestOrder(businessId);
      expect((await placeOrder(db, order)).ok).toBe(true);
      const rows = await countOrderRows(db, businessId);
      expect(await placeOrder(db, { ...order, requestHash: 'another body' })).toEqual({
        ok: false,
        reason: 'idempotency_key_reused',
      });
      expect(await countOrderRows(db, businessId)).toEqual(rows);
    });

    it('keeps keys per business', async () => {
      const { db } = database();
      const [a, b] = [await business(), await business()];
      const order = newTestOrder(a);
      const first = await placeOrder(db, order);
      const elsewhere = await placeOrder(db, { ...order, businessId: b });
      expect(first.ok && elsewhere.ok && first.order.id !== elsewhere.order.id && !elsewhere.replayed).toBe(
        true,
      );
    });

    it('lets a refused attempt be retried with its key: a refusal stores no key', async () => {
      const { db } = database();
      const businessId = await business();
      const slot = testSlot('2026-12-01', '21:00', 1, 1);
      expect((await placeOrder(db, newTestOrder(businessId, { slot }))).ok).toBe(true);
      const attempt = newTestOrder(businessId, { slot });
      expect(await placeOrder(db, attempt)).toEqual({ ok: false, reason: 'slot_full' });
      const retried = await placeOrder(db, { ...attempt, slot: { ...slot, max: 2 } });
      expect(retried.ok && !retried.replayed).toBe(true);
    });
  });

  describe('verification codes of unverified orders', () => {
    it('holds a guest’s order unverified with a pending order, a code stored only as its hash, and the code in the message', async () => {
      const { db } = database();
      const businessId = await business();
      let sent: PlacedOrderSecrets | undefined;
      const order: NewOrder = {
        ...newTestOrder(businessId),
        status: 'unverified',
        verification: { method: 'verify_with_sms', expiresAt: new Date('2026-12-01T17:30:00.000Z') },
        messages: (secrets) => {
          sent = secrets;
          return [
            {
              channel: 'sms',
              recipient: '+393331234567',
              bodyText: `Conferma: /ordine/convalida/${secrets.pending?.verificationCode}`,
            },
          ];
        },
      };
      const result = await placeOrder(db, order);
      if (!result.ok) throw new Error(result.reason);
      const pending = result.order.pending;
      expect(pending?.channel).toBe('sms');
      expect(pending?.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sent?.pending?.verificationCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sent?.pending?.hash).toBe(pending?.hash);
      const stored = await db
        .selectFrom('verification_codes')
        .selectAll()
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        id: pending?.id,
        purpose: 'order',
        channel: 'sms',
        order_id: result.order.id,
        status: 0,
        used_at: null,
        expires_at: '2026-12-01T17:30:00.000Z',
      });
      expect(stored.code).toBe(secretDigest(sent?.pending?.verificationCode ?? ''));
      expect(stored.code).not.toContain(sent?.pending?.verificationCode ?? '-');
      expect(
        await db
          .selectFrom('orders')
          .select(['status_code', 'verify_method'])
          .where('id', '=', result.order.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ status_code: 'unverified', verify_method: 'verify_with_sms' });
      expect(
        await db
          .selectFrom('outbox_messages')
          .select(['channel', 'recipient', 'subject', 'body_html'])
          .where('business_id', '=', businessId)
          .execute(),
      ).toEqual([{ channel: 'sms', recipient: '+393331234567', subject: null, body_html: null }]);
      // Not yet an order anyone may see.
      expect(await findOrderByHash(db, businessId, result.order.id, result.order.hash)).toBeUndefined();
    });
  });
});
