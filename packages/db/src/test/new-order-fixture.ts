import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { vespucci12 } from '@ordina/contracts/test/test-business';
import { clockInstant, clockMinutes, type QuotedCoupon } from '@ordina/domain';
import type { NewOrder } from '../repositories/place-order.ts';
import type { Database, TableName } from '../tables.ts';

/*
 * Orders to place in tests, as the domain's quote would hand them over: a
 * guest's home delivery of 2 Margherita (7,00 + 1,00 wholemeal − 0,50 gluten
 * free, no basil) and a water (1,50) = 16,50 € + 2,50 € + 3 × 0,50 € shipping
 * = 20,50 €, to the business of
 * fixture-business.ts (trattoria-test), for the 21:00 slot of 1 December 2026.
 * Each call has its own idempotency key and request hash. The order is in
 * Italian, the business's language: every name's order-language twin is the same.
 */

/** A new order to place; any field may be overridden. */
export function newTestOrder(businessId: number, over: Partial<NewOrder> = {}): NewOrder {
  const key = randomUUID();
  const order: NewOrder = {
    status: 'to_manage',
    businessId,
    userId: null,
    locale: 'it',
    idempotencyKey: key,
    requestHash: `body-of-${key}`,
    customer: {
      name: 'Anna',
      lastname: 'Rossi',
      email: 'Anna.Rossi@Example.com',
      phone: '+39 333 123 4567',
      phoneE164: '+393331234567',
      phoneMobile: true,
      note: 'Citofono rotto',
    },
    delivery: {
      method: 'home_delivery',
      place: null,
      address: vespucci12(),
      note: 'Lasciare al portiere',
    },
    slot: testSlot('2026-12-01', '21:00'),
    paymentMethod: 'cash_on_delivery',
    lines: [
      {
        productId: 100,
        name: 'Margherita',
        nameInOrderLocale: 'Margherita',
        categoryName: 'Pizze',
        categoryNameInOrderLocale: 'Pizze',
        qty: 2,
        unitPrice: 700,
        unitVariationsPrice: 50,
        totalUnitPrice: 750,
        lineTotal: 1500,
        options: [
          {
            optionId: 50,
            optionName: 'Impasto',
            optionNameInOrderLocale: 'Impasto',
            itemId: 502,
            itemName: 'Integrale',
            itemNameInOrderLocale: 'Integrale',
            price: 100,
            operand: '+',
          },
          {
            optionId: 51,
            optionName: 'Aggiunte',
            optionNameInOrderLocale: 'Aggiunte',
            itemId: 512,
            itemName: 'Senza glutine',
            itemNameInOrderLocale: 'Senza glutine',
            price: 50,
            operand: '-',
          },
        ],
        removed: [{ id: 2, name: 'Basilico', nameInOrderLocale: 'Basilico' }],
      },
      {
        productId: 200,
        name: 'Acqua 0,5 l',
        nameInOrderLocale: 'Acqua 0,5 l',
        categoryName: 'Bevande',
        categoryNameInOrderLocale: 'Bevande',
        qty: 1,
        unitPrice: 150,
        unitVariationsPrice: 0,
        totalUnitPrice: 150,
        lineTotal: 150,
        options: [],
        removed: [],
      },
    ],
    prices: { cart: 1650, coupon: 0, shipping: 400, freeShipping: false, total: 2050 },
    coupon: null,
    consents: { privacyPolicy: true, newsletter: true },
    now: new Date('2026-12-01T17:00:00.000Z'),
  };
  return { ...order, ...over } as NewOrder;
}

/** The delivery slot `day` `time` (the business's Rome time) an order takes `units` of, `max` a slot. */
export function testSlot(day: string, time: string, units = 1, max = 3): NewOrder['slot'] {
  const startsAt = clockInstant(day, clockMinutes(time), 'Europe/Rome').toISOString();
  return { day, time, startsAt, units, max };
}

/** PIZZA10 of the fixture business (id 1: 10 %, a total usage limit), as the quote applies it. */
export const pizza10: QuotedCoupon = {
  id: 1,
  value: 10,
  value_mode: '%',
  free_shipping: false,
  at_first_order: false,
  source: 'manual',
};

/** BENVENUTO of the fixture business (id 3: free shipping, a first order only, no limits), as the quote applies it. */
export const benvenuto: QuotedCoupon = {
  id: 3,
  value: 0,
  value_mode: '%',
  free_shipping: true,
  at_first_order: true,
  source: 'automatic',
};

/** Amici5 of the fixture business (id 2: 5 €, one use per customer), as the quote applies it. */
export const amici5: QuotedCoupon = {
  id: 2,
  value: 500,
  value_mode: 'euro',
  free_shipping: false,
  at_first_order: false,
  source: 'manual',
};

/** Rows per table of one business (what a refused order must leave unchanged). */
export async function countOrderRows(
  db: Kysely<Database>,
  businessId: number,
): Promise<Record<string, number>> {
  const tables: TableName[] = [
    'orders',
    'order_lines',
    'order_line_options',
    'order_line_removed_items',
    'order_coupon_uses',
    'coupon_use_counts',
    'verification_codes',
    'outbox_messages',
    'idempotency_keys',
    'delivery_slots',
    'saved_addresses',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const slots = await db
    .selectFrom('delivery_slots')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('accepted'), eb.lit(0)).as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  const uses = await db
    .selectFrom('coupon_use_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('uses'), eb.lit(0)).as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  counts.slot_places_taken = Number(slots.n);
  counts.coupon_uses_counted = Number(uses.n);
  const business = await db
    .selectFrom('businesses')
    .select('sms_credit')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  counts.sms_credit = business.sms_credit;
  return counts;
}

/**
 * A line of an English customer's order of an Italian business (issue 31
 * item 6): each name as the business calls it and as the customer's cart did.
 */
export const englishLine: NewOrder['lines'][number] = {
  productId: 300,
  name: 'Sauté di cozze e vongole',
  nameInOrderLocale: 'Sautéed mussels and clams',
  categoryName: 'Antipasti',
  categoryNameInOrderLocale: 'Starters',
  qty: 1,
  unitPrice: 1200,
  unitVariationsPrice: 0,
  totalUnitPrice: 1200,
  lineTotal: 1200,
  options: [
    {
      optionId: 60,
      optionName: 'Impasto',
      optionNameInOrderLocale: 'Dough',
      itemId: 601,
      itemName: 'Classico',
      itemNameInOrderLocale: 'Classic',
      price: 0,
      operand: '+',
    },
  ],
  removed: [{ id: 7, name: 'Prezzemolo', nameInOrderLocale: 'Parsley' }],
};

/** Makes an order's lines look placed before migration 0014: no names in the order's language. */
export async function forgetOrderLanguageNames(db: Kysely<Database>, orderId: number): Promise<void> {
  const lineIds = db.selectFrom('order_lines').select('id').where('order_id', '=', orderId);
  await db
    .updateTable('order_lines')
    .set({ name_in_order_locale: null, category_name_in_order_locale: null })
    .where('order_id', '=', orderId)
    .execute();
  await db
    .updateTable('order_line_options')
    .set({ option_name_in_order_locale: null, item_name_in_order_locale: null })
    .where('order_line_id', 'in', lineIds)
    .execute();
  await db
    .updateTable('order_line_removed_items')
    .set({ name_in_order_locale: null })
    .where('order_line_id', 'in', lineIds)
    .execute();
}
