import type { Locale } from '@ordina/contracts';
import type { QuotedOrder, VerifyMethod } from '@ordina/domain';
import type { Kysely, Transaction } from 'kysely';
import { orderCodeCreate, secretCreate, secretDigest } from '../order-secrets.ts';
import { reusableQuery } from '../reusable-query.ts';
import type { Database, NewRow } from '../tables.ts';
import { takeSmsCredit } from './business-messaging.ts';
import { COUPON_TOTAL_KEY, couponCustomerKeys, couponUseLimit, takeCouponUse } from './coupon-uses.ts';
import { takeDeliverySlot } from './delivery-slots.ts';
import { recordOrderEvent } from './order-events.ts';
import type { OrderForMessages } from './order-messages.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import { recordPendingHolders, takePendingCounts, type PendingHolder } from './pending-holds.ts';
import { insertSavedAddressIn, savedAddressExists } from './saved-addresses.ts';
import { userEmailNormalize } from './users.ts';
import { insertOrderCode } from './verification-codes.ts';

/*
 * Placing an order (docs/decisions/007). Everything the order is made of is
 * written in ONE transaction, or nothing is: the idempotency key, the slot
 * take, the coupon uses, the order with its lines, options and removed
 * ingredients, the verification code, the outbox messages (each SMS taking one
 * of the business's SMS credit) and a logged-in customer's new address. The prices and
 * rules come already decided by `@ordina/domain`'s order quote; this layer
 * enforces what only the database can: capacity and usage limits under
 * concurrency, and one order per idempotency key.
 *
 * The transaction's first statement is a write (the idempotency key), so on
 * SQLite it takes the write lock at once and never has to upgrade a read lock
 * (which fails instead of waiting). On PostgreSQL a second request with the
 * same key waits on the key's unique index until the first commits, then
 * answers the first result.
 */

/** How an order starts: straight to the business, waiting for an online payment, or waiting for the guest's code. */
export type NewOrderStart =
  | { status: Exclude<QuotedOrder['status'], 'unverified'>; verification?: undefined }
  | { status: 'unverified'; verification: { method: VerifyMethod; expiresAt: Date } };

/** The secrets of a just-placed order, for the messages that announce it (links carry them). */
export interface PlacedOrderSecrets {
  orderId: number;
  code: string;
  /** The access hash of /ordine/inviato/{oid}/{hash}. */
  hash: string;
  /** The pending order (`otid`, link hash) and the plain verification code of /ordine/convalida/{codice}; null without verification. */
  pending: { id: number; hash: string; verificationCode: string } | null;
}

/**
 * What the order records of the domain's quote (`QuotedOrder`, one shape from
 * the quote to the database): the customer, the delivery and its slot (its
 * capacity and what this order takes from it: 1, or its items), the payment
 * method, the priced lines with their names in both languages (decision 041),
 * the prices in cents (total = cart + coupon + shipping + tip), the coupon
 * applied (its code and usage limits are read from the database at placement)
 * and the consents. The rest of the quote says how it was decided.
 */
export type QuotedOrderRecord = Pick<
  QuotedOrder,
  'customer' | 'delivery' | 'slot' | 'paymentMethod' | 'lines' | 'prices' | 'coupon' | 'consents'
>;

/** An order to place: the quote's decisions plus who, where and which request. */
export type NewOrder = NewOrderStart &
  QuotedOrderRecord & {
    businessId: number;
    userId: number | null;
    locale: Locale;
    /** The browser's key for this submit attempt, kept across its retries. */
    idempotencyKey: string;
    /** A hash of the request body: the same key with another body is refused. */
    requestHash: string;
    /**
     * The messages announcing the order (to the customer, the business), built
     * once its secrets exist, from the order as they tell it. Each SMS takes one
     * of the business's SMS credit; none left refuses the order (`sms_credit_exhausted`).
     */
    messages?: (order: PlacedOrderSecrets, view: OrderForMessages) => readonly NewOutboxMessage[];
    /**
     * For a pending order (unverified, waiting_payment: docs/decisions/042): the
     * counters it raises within their limits (its e-mail, phone, client address;
     * one full refuses it `too_many_pending`) and the share of the slot pending
     * orders may hold (full: `slot_full`). Without it a pending order holds its
     * slot like a received one (the database tests' orders).
     */
    pendingHolds?: { holders: readonly PendingHolder[]; slotPendingMax: number } | null;
    /** A logged-in customer's new delivery address, saved to their addresses with the order (unless they keep it already). */
    saveAddress?: { userId: number } | null;
    now: Date;
  };

/** A placed order, as answered to the request and to every retry with its key. */
export interface PlacedOrder {
  id: number;
  code: string;
  hash: string;
  status: NewOrder['status'];
  /** The pending order to verify (`otid`, link hash, channel); null when the order needs no verification. */
  pending: { id: number; hash: string; channel: 'email' | 'sms' } | null;
}

/** Why the database refused an order; nothing was written. */
export type PlaceOrderRefusal =
  'slot_full' | 'coupon_exhausted' | 'idempotency_key_reused' | 'sms_credit_exhausted' | 'too_many_pending';

/**
 * The outcome of `placeOrder`: the order (first placed now, or `replayed` from
 * its key) with the ids of the messages queued now (to deliver after commit;
 * none on a replay), or a refusal.
 */
export type PlaceOrderResult =
  | { ok: true; replayed: boolean; order: PlacedOrder; messageIds: number[] }
  | { ok: false; reason: PlaceOrderRefusal };

/** Thrown inside the transaction to roll everything back with a typed reason. */
class Refusal extends Error {
  constructor(readonly reason: PlaceOrderRefusal) {
    super(reason);
  }
}

/**
 * Places an order in one transaction: nothing is written when it is refused
 * (slot full, coupon used up, key reused with another body) or fails. The same
 * idempotency key answers the first order again and never writes a second.
 */
export async function placeOrder(db: Kysely<Database>, order: NewOrder): Promise<PlaceOrderResult> {
  try {
    return await db.transaction().execute((trx) => placeInTransaction(trx, order));
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function placeInTransaction(trx: Transaction<Database>, order: NewOrder): Promise<PlaceOrderResult> {
  const { businessId, now } = order;
  const key = await INSERT_KEY.first(trx, {
    businessId,
    key: order.idempotencyKey,
    requestHash: order.requestHash,
    createdAt: now.toISOString(),
  });
  if (key === undefined) return replay(trx, order);

  const pendingHolds = order.status === 'to_manage' ? null : (order.pendingHolds ?? null);
  // Pending counters first: a client over its cap is told so, not that the slot is full.
  if (pendingHolds !== null && !(await takePendingCounts(trx, businessId, pendingHolds.holders)))
    throw new Refusal('too_many_pending');
  const slotPendingMax = pendingHolds?.slotPendingMax ?? null;
  if (
    !(await takeDeliverySlot(
      trx,
      businessId,
      order.slot.day,
      order.slot.time,
      order.slot.max,
      order.slot.units,
      slotPendingMax,
    ))
  )
    throw new Refusal('slot_full');
  const couponUse = order.coupon === null ? null : await takeCoupon(trx, order, order.coupon);

  const code = orderCodeCreate();
  const hash = secretCreate();
  const { id: orderId } = await INSERT_ORDER.firstOrThrow(trx, {
    row: {
      ...orderRow(order, { code, hash, couponCode: couponUse?.code ?? null }),
      delivery_slot_pending_units: slotPendingMax === null ? 0 : order.slot.units,
    },
  });
  if (pendingHolds !== null) await recordPendingHolders(trx, businessId, orderId, pendingHolds.holders);
  await insertOrderLines(trx, businessId, orderId, order.lines);
  if (couponUse !== null)
    await INSERT_COUPON_USES.affected(trx, {
      rows: couponUse.keys.map((customerKey) => ({
        business_id: businessId,
        order_id: orderId,
        coupon_id: couponUse.couponId,
        customer_key: customerKey,
      })),
    });

  let pending: PlacedOrderSecrets['pending'] = null;
  let placedPending: PlacedOrder['pending'] = null;
  if (order.status === 'unverified') {
    const verificationCode = secretCreate();
    const channel = order.verification.method === 'verify_with_sms' ? 'sms' : 'email';
    const linkHash = secretCreate();
    const pendingId = await insertOrderCode(trx, {
      businessId,
      orderId,
      codeHash: secretDigest(verificationCode),
      linkHash,
      channel,
      expiresAt: order.verification.expiresAt,
      now,
    });
    pending = { id: pendingId, hash: linkHash, verificationCode };
    placedPending = { id: pendingId, hash: linkHash, channel };
  }

  if (order.saveAddress) await saveNewAddress(trx, order, order.saveAddress.userId);
  // Placed straight to the business: its board hears of it with this commit (docs/decisions/045).
  if (order.status === 'to_manage')
    await recordOrderEvent(trx, { businessId, orderId, kind: 'created', at: now });

  const messageIds: number[] = [];
  const view = orderView(order, { id: orderId, code, hash, couponCode: couponUse?.code ?? null });
  for (const message of order.messages?.({ orderId, code, hash, pending }, view) ?? []) {
    if (message.channel === 'sms' && !(await takeSmsCredit(trx, businessId, now)))
      throw new Refusal('sms_credit_exhausted');
    messageIds.push(await insertOutboxMessage(trx, businessId, message, now));
  }

  const placed: PlacedOrder = { id: orderId, code, hash, status: order.status, pending: placedPending };
  await ANSWER_KEY.affected(trx, { id: key.id, orderId, responseJson: JSON.stringify(placed) });
  return { ok: true, replayed: false, order: placed, messageIds };
}

/** Saves the order's home-delivery address to the customer's addresses, unless they keep the same one already. */
async function saveNewAddress(trx: Transaction<Database>, order: NewOrder, userId: number): Promise<void> {
  const address = order.delivery.address;
  if (address === null) return;
  const saved = {
    businessId: order.businessId,
    userId,
    address: address.route,
    streetNumber: address.street_number,
    zipcode: address.postal_code,
    city: address.locality,
    country: address.country,
    floor: address.floor,
    intercomName: address.intercom_name,
  };
  if (await savedAddressExists(trx, saved)) return;
  await insertSavedAddressIn(trx, {
    ...saved,
    lat: address.lat,
    lng: address.lng,
    googlePlaceId: address.place_id,
    now: order.now,
  });
}

/** The order as its messages tell it, from what is being written. */
function orderView(
  order: NewOrder,
  made: { id: number; code: string; hash: string; couponCode: string | null },
): OrderForMessages {
  const address = order.delivery.address;
  return {
    ...made,
    locale: order.locale,
    customer: {
      name: order.customer.name,
      lastname: order.customer.lastname,
      email: userEmailNormalize(order.customer.email),
      phone: order.customer.phone,
      note: order.customer.note,
    },
    delivery: {
      method: order.delivery.method,
      place: order.delivery.place,
      address:
        address === null
          ? null
          : {
              route: address.route,
              street_number: address.street_number,
              postal_code: address.postal_code,
              locality: address.locality,
              floor: address.floor,
              intercom_name: address.intercom_name,
            },
      note: order.delivery.note,
    },
    slot: { day: order.slot.day, time: order.slot.time },
    paymentMethod: order.paymentMethod,
    lines: order.lines.map((line) => ({
      name: line.name,
      nameInOrderLocale: line.nameInOrderLocale,
      qty: line.qty,
      lineTotal: line.lineTotal,
      options: line.options.map((option) => ({
        itemName: option.itemName,
        itemNameInOrderLocale: option.itemNameInOrderLocale,
        price: option.price,
        operand: option.operand,
      })),
      removed: line.removed.map((item) => ({ name: item.name, nameInOrderLocale: item.nameInOrderLocale })),
    })),
    prices: {
      cart: order.prices.cart,
      coupon: order.prices.coupon,
      shipping: order.prices.shipping,
      total: order.prices.total,
      ...((order.prices.tip ?? 0) > 0 ? { tip: order.prices.tip } : {}),
    },
    couponCode: made.couponCode,
    // Just placed: an online payment, if any, is still to come (and its messages wait for it).
    paidOnline: false,
  };
}

/**
 * What a submit's idempotency key already answers, before anything is
 * recomputed: the first order when the key was used with the same request
 * hash and its order committed, a refusal when it was used with another
 * body, nothing when the key is new (or its first attempt is still running
 * or was refused: then `placeOrder` decides).
 */
export async function findIdempotentOrder(
  db: Kysely<Database>,
  businessId: number,
  idempotencyKey: string,
  requestHash: string,
): Promise<{ ok: true; order: PlacedOrder } | { ok: false; reason: 'idempotency_key_reused' } | undefined> {
  const first = await KEY_ANSWER.first(db, { businessId, key: idempotencyKey });
  if (first === undefined) return undefined;
  if (first.request_hash !== requestHash) return { ok: false, reason: 'idempotency_key_reused' };
  return first.response_json === null
    ? undefined
    : { ok: true, order: JSON.parse(first.response_json) as PlacedOrder };
}

/** The answer to a retried key: the first order when the body is the same, a refusal otherwise. */
async function replay(trx: Transaction<Database>, order: NewOrder): Promise<PlaceOrderResult> {
  const first = await KEY_ANSWER.firstOrThrow(trx, {
    businessId: order.businessId,
    key: order.idempotencyKey,
  });
  if (first.request_hash !== order.requestHash || first.response_json === null)
    throw new Refusal('idempotency_key_reused');
  return { ok: true, replayed: true, order: JSON.parse(first.response_json) as PlacedOrder, messageIds: [] };
}

/**
 * Raises the coupon's counters within its limits (total, and per customer by
 * e-mail and by phone; a first-order coupon allows one use per customer);
 * returns the counters raised and the coupon's code. A coupon gone from the
 * database (re-imported meanwhile) is refused like a used-up one.
 */
async function takeCoupon(
  trx: Transaction<Database>,
  order: NewOrder,
  coupon: NonNullable<NewOrder['coupon']>,
): Promise<{ couponId: number; code: string; keys: string[] }> {
  const stored = await COUPON_LIMITS.first(trx, { businessId: order.businessId, couponId: coupon.id });
  if (stored === undefined) throw new Refusal('coupon_exhausted');
  const limits = { ...stored, at_first_order: stored.at_first_order === 1 || coupon.at_first_order };
  const keys = [COUPON_TOTAL_KEY, ...couponCustomerKeys(order.customer)];
  for (const customerKey of keys) {
    if (
      !(await takeCouponUse(
        trx,
        order.businessId,
        coupon.id,
        customerKey,
        couponUseLimit(limits, customerKey),
      ))
    )
      throw new Refusal('coupon_exhausted');
  }
  return { couponId: coupon.id, code: stored.code, keys };
}

function orderRow(
  order: NewOrder,
  made: { code: string; hash: string; couponCode: string | null },
): NewRow<'orders'> {
  const address = order.delivery.address;
  const coupon = order.coupon;
  return {
    business_id: order.businessId,
    code: made.code,
    hash: made.hash,
    status_code: order.status,
    user_id: order.userId,
    customer_name: order.customer.name,
    customer_lastname: order.customer.lastname,
    customer_email: userEmailNormalize(order.customer.email),
    customer_phone: order.customer.phone,
    customer_phone_e164: order.customer.phoneE164,
    customer_note: order.customer.note,
    delivery_method_code: order.delivery.method,
    delivery_local_place: order.delivery.place,
    delivery_address: address?.route ?? null,
    delivery_street_number: address?.street_number ?? null,
    delivery_zip_code: address?.postal_code ?? null,
    delivery_city: address?.locality ?? null,
    delivery_country: address?.country ?? null,
    delivery_floor: address?.floor ?? null,
    delivery_intercom_name: address?.intercom_name ?? null,
    delivery_lat: address?.lat ?? null,
    delivery_lng: address?.lng ?? null,
    delivery_place_id: address?.place_id ?? null,
    delivery_note: order.delivery.note,
    delivery_date: order.slot.day,
    delivery_time: order.slot.time,
    delivery_slot_units: order.slot.units,
    payment_method_code: order.paymentMethod,
    amount: order.prices.cart,
    amount_delivery: order.prices.shipping,
    amount_discount: -order.prices.coupon,
    amount_tip: order.prices.tip ?? 0,
    amount_final: order.prices.total,
    coupon_id: coupon?.id ?? null,
    coupon_code: made.couponCode,
    coupon_discount_mode: coupon?.value_mode ?? null,
    coupon_discount_value: coupon?.value ?? null,
    coupon_free_shipping: coupon?.free_shipping ? 1 : 0,
    locale: order.locale,
    verify_method: order.status === 'unverified' ? order.verification.method : null,
    newsletter_subscription: order.consents.newsletter ? 1 : 0,
    privacy_policy_accepted: order.consents.privacyPolicy ? 1 : 0,
    created_at: order.now.toISOString(),
    updated_at: order.now.toISOString(),
  };
}

/** Writes an order's lines with their chosen options and removed ingredients, in the lines' order (also the test orders' writer). */
export async function insertOrderLines(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  lines: NewOrder['lines'],
): Promise<void> {
  for (const [position, line] of lines.entries()) {
    const { id: lineId } = await INSERT_LINE.firstOrThrow(db, {
      row: {
        business_id: businessId,
        order_id: orderId,
        position,
        product_id: line.productId,
        name: line.name,
        name_in_order_locale: line.nameInOrderLocale,
        category_name: line.categoryName,
        category_name_in_order_locale: line.categoryNameInOrderLocale,
        qty: line.qty,
        unit_price: line.unitPrice,
        unit_variations_price: line.unitVariationsPrice,
        final_price: line.lineTotal,
        // What the line contains, as the server worked it out (migration 0029); null: none.
        allergens_json: line.allergens === undefined ? null : JSON.stringify(line.allergens),
      },
    });
    if (line.options.length > 0)
      await INSERT_LINE_OPTIONS.affected(db, {
        rows: line.options.map((option, optionPosition) => ({
          business_id: businessId,
          order_line_id: lineId,
          position: optionPosition,
          option_id: option.optionId,
          option_name: option.optionName,
          option_name_in_order_locale: option.optionNameInOrderLocale,
          item_id: option.itemId,
          item_name: option.itemName,
          item_name_in_order_locale: option.itemNameInOrderLocale,
          price: option.price,
          operand: option.operand,
        })),
      });
    if (line.removed.length > 0)
      await INSERT_LINE_REMOVED_ITEMS.affected(db, {
        rows: line.removed.map((item, removedPosition) => ({
          business_id: businessId,
          order_line_id: lineId,
          position: removedPosition,
          removable_item_id: item.id,
          name: item.name,
          name_in_order_locale: item.nameInOrderLocale,
        })),
      });
  }
}

// The statements every order runs, compiled once (docs/decisions/033).

const INSERT_KEY = reusableQuery(
  (db, p: { businessId: number; key: string; requestHash: string; createdAt: string }) =>
    db
      .insertInto('idempotency_keys')
      .values({ business_id: p.businessId, key: p.key, request_hash: p.requestHash, created_at: p.createdAt })
      .onConflict((oc) => oc.columns(['business_id', 'key']).doNothing())
      .returning('id'),
);

const KEY_ANSWER = reusableQuery((db, p: { businessId: number; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_json'])
    .where('business_id', '=', p.businessId)
    .where('key', '=', p.key),
);

const ANSWER_KEY = reusableQuery((db, p: { id: number; orderId: number; responseJson: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ order_id: p.orderId, response_json: p.responseJson })
    .where('id', '=', p.id),
);

const COUPON_LIMITS = reusableQuery((db, p: { businessId: number; couponId: number }) =>
  db
    .selectFrom('coupons')
    .select(['code', 'usage_limit', 'usage_limit_per_customer', 'at_first_order'])
    .where('business_id', '=', p.businessId)
    .where('id', '=', p.couponId),
);

const INSERT_ORDER = reusableQuery((db, p: { row: NewRow<'orders'> }) =>
  db.insertInto('orders').values(p.row).returning('id'),
);

const INSERT_COUPON_USES = reusableQuery((db, p: { rows: NewRow<'order_coupon_uses'>[] }) =>
  db.insertInto('order_coupon_uses').values(p.rows),
);

const INSERT_LINE = reusableQuery((db, p: { row: NewRow<'order_lines'> }) =>
  db.insertInto('order_lines').values(p.row).returning('id'),
);

const INSERT_LINE_OPTIONS = reusableQuery((db, p: { rows: NewRow<'order_line_options'>[] }) =>
  db.insertInto('order_line_options').values(p.rows),
);

const INSERT_LINE_REMOVED_ITEMS = reusableQuery((db, p: { rows: NewRow<'order_line_removed_items'>[] }) =>
  db.insertInto('order_line_removed_items').values(p.rows),
);
