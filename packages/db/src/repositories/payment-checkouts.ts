import type { Locale, PaymentGateway } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database, PaymentTransactionState, StoredOrderStatus } from '../tables.ts';
import { secretsEqual } from '../order-secrets.ts';
import { lockOrderForPayment } from './payment-order-lock.ts';
import { selectOrderHeads } from './order-reading.ts';

/*
 * Opening a payment for an order that waits for one (docs/decisions/018). The
 * row is written first, then the gateway asked for a checkout, then the
 * checkout's reference and page attached: so whatever the gateway answers
 * (or a webhook that outruns the answer) finds its transaction, and a
 * gateway that fails leaves a `failed` row, not a hole.
 */

/** The currency of every payment: the storefront prices in euros (spec §1). */
export const PAYMENT_CURRENCY = 'EUR';

/** A payment opened for an order: what the gateway needs to create the checkout. */
export interface OpenedPayment {
  transactionId: number;
  provider: PaymentGateway;
  /** The server's total of the order, in cents: the amount charged. */
  amount: number;
  currency: string;
  order: { id: number; code: string; hash: string; locale: Locale; email: string; createdAt: string };
}

/** Why no payment could be opened: the order does not wait for one, or its payment method has no gateway. */
export type OpenPaymentRefusal = 'not_waiting_payment' | 'no_gateway';

/**
 * Opens a pending payment for an order in `waiting_payment`, for the order's
 * total through the gateway of its payment method. Several may be opened
 * (a retry after a cancelled checkout); each is settled by its own events.
 */
export async function beginOrderPayment(
  db: Kysely<Database>,
  request: { businessId: number; orderId: number; now: Date },
): Promise<{ ok: true; payment: OpenedPayment } | { ok: false; reason: OpenPaymentRefusal }> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockOrderForPayment(trx, request.businessId, request.orderId);
    if (locked?.status !== 'waiting_payment') return { ok: false, reason: 'not_waiting_payment' };
    const order = await trx
      .selectFrom('orders as o')
      .leftJoin('payment_methods as m', (join) =>
        join.onRef('m.business_id', '=', 'o.business_id').onRef('m.code', '=', 'o.payment_method_code'),
      )
      .select(['o.id', 'o.code', 'o.hash', 'o.locale', 'o.customer_email', 'o.created_at', 'm.gateway'])
      .where('o.id', '=', locked.id)
      .executeTakeFirstOrThrow();
    if (order.gateway === null) return { ok: false, reason: 'no_gateway' };
    const { id } = await trx
      .insertInto('payment_transactions')
      .values({
        business_id: request.businessId,
        order_id: locked.id,
        provider: order.gateway,
        kind: 'payment',
        status: 'pending',
        amount: locked.amountFinal,
        currency: PAYMENT_CURRENCY,
        created_at: request.now.toISOString(),
        updated_at: request.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      ok: true,
      payment: {
        transactionId: id,
        provider: order.gateway,
        amount: locked.amountFinal,
        currency: PAYMENT_CURRENCY,
        order: {
          id: order.id,
          code: order.code,
          hash: order.hash,
          locale: order.locale,
          email: order.customer_email,
          createdAt: order.created_at,
        },
      },
    };
  });
}

/** Attaches the gateway's checkout (its reference and the page the customer pays on) to a pending payment; false when it already has one. */
export async function attachPaymentCheckout(
  db: Kysely<Database>,
  checkout: { transactionId: number; reference: string; payUrl: string; now: Date },
): Promise<boolean> {
  const attached = await db
    .updateTable('payment_transactions')
    .set({
      provider_reference: checkout.reference,
      resource_url_pay: checkout.payUrl,
      updated_at: checkout.now.toISOString(),
    })
    .where('id', '=', checkout.transactionId)
    .where('kind', '=', 'payment')
    .where('provider_reference', 'is', null)
    .executeTakeFirst();
  return attached.numUpdatedRows > 0n;
}

/** Marks a payment whose checkout could not be created as failed (it never had a reference). */
export async function failPaymentCheckout(
  db: Kysely<Database>,
  transactionId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payment_transactions')
    .set({ status: 'failed', updated_at: now.toISOString() })
    .where('id', '=', transactionId)
    .where('status', '=', 'pending')
    .where('provider_reference', 'is', null)
    .execute();
}

/** A payment as its provider's pages and callbacks need it: the transaction, and the order it pays. */
export interface PaymentCheckoutRecord {
  transactionId: number;
  businessId: number;
  provider: string;
  reference: string;
  status: PaymentTransactionState;
  amount: number;
  currency: string;
  order: { id: number; code: string; hash: string; status: StoredOrderStatus; locale: Locale };
}

/** The payment a provider's checkout reference names; undefined when unknown. */
export async function findPaymentCheckout(
  db: Kysely<Database>,
  provider: PaymentGateway,
  reference: string,
): Promise<PaymentCheckoutRecord | undefined> {
  const row = await db
    .selectFrom('payment_transactions as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      't.id',
      't.business_id',
      't.provider',
      't.provider_reference',
      't.status',
      't.amount',
      't.currency',
      'o.id as order_id',
      'o.code',
      'o.hash',
      'o.status_code',
      'o.locale',
    ])
    .where('t.provider', '=', provider)
    .where('t.provider_reference', '=', reference)
    .where('t.kind', '=', 'payment')
    .executeTakeFirst();
  if (row === undefined || row.provider_reference === null) return undefined;
  return {
    transactionId: row.id,
    businessId: row.business_id,
    provider: row.provider,
    reference: row.provider_reference,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    order: { id: row.order_id, code: row.code, hash: row.hash, status: row.status_code, locale: row.locale },
  };
}

/** One row of an order's ledger: a payment or a refund. */
export interface OrderPaymentRow {
  id: number;
  kind: 'payment' | 'refund';
  provider: string;
  reference: string | null;
  status: PaymentTransactionState;
  amount: number;
  currency: string;
  refundOf: number | null;
}

/** Every payment and refund of an order, oldest first. */
export async function listOrderPayments(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<OrderPaymentRow[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .select(['id', 'kind', 'provider', 'provider_reference', 'status', 'amount', 'currency', 'refund_of'])
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    reference: row.provider_reference,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    refundOf: row.refund_of,
  }));
}

/** The business's online payment methods and the gateway each takes money through. */
export async function listPaymentMethodGateways(
  db: Kysely<Database>,
  businessId: number,
): Promise<{ code: string; gateway: PaymentGateway }[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['code', 'gateway'])
    .where('business_id', '=', businessId)
    .where('gateway', 'is not', null)
    .orderBy('position')
    .execute();
  return rows.flatMap((row) => (row.gateway === null ? [] : [{ code: row.code, gateway: row.gateway }]));
}

/** An order paid online as its payment links need it: where it stands and the checkout still open for it, if any. */
export interface OrderPaymentState {
  orderId: number;
  hash: string;
  status: StoredOrderStatus;
  /** The page of the newest checkout still open (pending, with a page): what a retry reuses rather than opening a second session. */
  openPayUrl: string | null;
}

/**
 * Where an order stands for its payment links (the order answer's replay,
 * the go-to-payment link). With `hash`, only when it matches (compared in
 * constant time, a wrong one reads like a missing order).
 */
export async function findOrderPaymentState(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  hash?: string,
): Promise<OrderPaymentState | undefined> {
  const order = await selectOrderHeads(db, businessId, ['id', 'hash', 'status_code'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order === undefined || (hash !== undefined && !secretsEqual(order.hash, hash))) return undefined;
  const open = await db
    .selectFrom('payment_transactions')
    .select('resource_url_pay')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'payment')
    .where('status', '=', 'pending')
    .where('resource_url_pay', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    orderId: order.id,
    hash: order.hash,
    status: order.status_code,
    openPayUrl: open?.resource_url_pay ?? null,
  };
}
