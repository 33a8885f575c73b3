import type { Kysely, Transaction } from 'kysely';
import type { Database, NewRow, StoredOrderStatus } from '../tables.ts';
import { lockOrderForPayment } from './payment-order-lock.ts';

/*
 * Refunds (docs/decisions/018) are rows of payment_transactions too: kind
 * `refund`, pointing at the payment they give back (`refund_of`, UNIQUE: a
 * payment is refunded at most once, whoever asks — the late webhook, the
 * restaurant cancelling, a retry — and however many ask at once). A refund
 * is opened `pending` in the database first, then asked of the provider with
 * the row's id as the idempotency key, then settled: a crash between the two
 * leaves a pending row the retry picks up, and the provider answers the
 * retry with the refund it already made.
 *
 * Since migration 0017 a payment may also be refunded in parts (docs/decisions/044): a manual
 * discount on an order paid online opens part 1, 2, … for the difference; the whole-payment refund
 * (part 0) then gives back only what is left. UNIQUE (`refund_of`, `refund_part`) keeps each part
 * to one row. A refund that is not the whole payment asks the provider for its exact amount.
 */

/** A refund to ask the provider for: its row, the payment it gives back and what that payment is known by at the provider. */
export interface RefundToIssue {
  refundId: number;
  businessId: number;
  orderId: number;
  provider: string;
  paymentId: number;
  /** The provider's checkout reference of the payment. */
  paymentReference: string | null;
  /** What the provider refunds against (Stripe PaymentIntent, PayPal capture). */
  captureId: string | null;
  amount: number;
  currency: string;
  /** True when the refund gives back less than the whole payment (a part, or what a part left): the provider is asked for `amount`. */
  partial: boolean;
}

/** Why an order's payments cannot be refunded now: no such order, or it still waits for its payment (which may yet settle it). */
export type OpenRefundsRefusal = 'not_found' | 'waiting_payment';

/** Statuses of an order the business received: it keeps the payment that paid it. */
const RECEIVED: readonly StoredOrderStatus[] = ['to_manage', 'confirmed', 'ready_delivery', 'delivered'];

/**
 * Opens a refund for each payment of an order that took money (paid, or paid
 * with a mismatched amount) which the order does not keep, and returns every
 * refund of the order still waiting for its provider. An order the business
 * received keeps the first payment that paid it (a second checkout paid too,
 * or a mismatched amount, goes back); a cancelled one keeps nothing. An order
 * still waiting for its payment is refused: nothing is settled yet.
 */
export async function openOrderRefunds(
  db: Kysely<Database>,
  request: { businessId: number; orderId: number; now: Date },
): Promise<{ ok: true; refunds: RefundToIssue[] } | { ok: false; reason: OpenRefundsRefusal }> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrderForPayment(trx, request.businessId, request.orderId);
    if (order === undefined) return { ok: false, reason: 'not_found' };
    if (order.status === 'waiting_payment') return { ok: false, reason: 'waiting_payment' };
    return {
      ok: true,
      refunds: await openLockedOrderRefunds(trx, {
        orderId: order.id,
        status: order.status,
        now: request.now,
      }),
    };
  });
}

/**
 * openOrderRefunds' ledger work inside the caller's transaction, for an order whose row the caller
 * has locked and whose status it passes (a staff action that ends it, docs/decisions/044): opens
 * the refunds the order does not keep, returns every refund of it still pending.
 */
export async function openLockedOrderRefunds(
  trx: Transaction<Database>,
  order: { orderId: number; status: StoredOrderStatus; now: Date },
): Promise<RefundToIssue[]> {
  const taken = await trx
    .selectFrom('payment_transactions')
    .select(['id', 'status'])
    .where('order_id', '=', order.orderId)
    .where('kind', '=', 'payment')
    .where('status', 'in', ['paid', 'mismatch'])
    .orderBy('id')
    .execute();
  const kept = RECEIVED.includes(order.status) ? await keptPayment(trx, order.orderId) : undefined;
  for (const payment of taken) if (payment.id !== kept) await insertRefund(trx, payment.id, order.now);
  return pendingRefunds(trx, { orderId: order.orderId });
}

/**
 * The payment a received order keeps: the paid one whose whole refund is not opened (ids do not
 * say which settled first); a part refunded for a discount still leaves it kept.
 */
export async function keptPayment(trx: Kysely<Database>, orderId: number): Promise<number | undefined> {
  const taken = await trx
    .selectFrom('payment_transactions')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'payment')
    .where('status', '=', 'paid')
    .orderBy('id')
    .execute();
  const goingBack = new Set(
    (
      await trx
        .selectFrom('payment_transactions')
        .select('refund_of')
        .where('order_id', '=', orderId)
        .where('kind', '=', 'refund')
        .where('refund_part', '=', 0)
        .execute()
    ).map((r) => r.refund_of),
  );
  return taken.find((payment) => !goingBack.has(payment.id))?.id;
}

/** Opens the refund of one payment inside the caller's transaction (once: a second call finds it); returns it while pending. */
export async function openPaymentRefund(
  trx: Transaction<Database>,
  paymentId: number,
  now: Date,
): Promise<RefundToIssue | undefined> {
  await insertRefund(trx, paymentId, now);
  const [refund] = await pendingRefunds(trx, { paymentId });
  return refund;
}

/** Records what the provider did with a pending refund: accepted (`refunded`, with its reference) or refused (`failed`). False when it was no longer pending. */
export async function settlePaymentRefund(
  db: Kysely<Database>,
  settlement: { refundId: number; state: 'refunded' | 'failed'; reference: string | null; now: Date },
): Promise<boolean> {
  const settled = await db
    .updateTable('payment_transactions')
    .set({
      status: settlement.state,
      provider_reference: settlement.reference,
      updated_at: settlement.now.toISOString(),
    })
    .where('id', '=', settlement.refundId)
    .where('kind', '=', 'refund')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return settled.numUpdatedRows > 0n;
}

/** Refunds of every business left pending since before `before` (a crash or a provider outage in between): to ask again, oldest first. */
export async function listStalledRefunds(
  db: Kysely<Database>,
  before: Date,
  limit = 50,
): Promise<RefundToIssue[]> {
  return pendingRefunds(db, { before, limit });
}

/**
 * Opens a refund of part of a payment inside the caller's transaction (a manual discount's
 * difference, docs/decisions/044), as the next part of that payment; returns it pending. Refused
 * (undefined) when `amount` is not positive or more than the payment still holds. The caller holds
 * the order's lock, so two parts are never numbered alike.
 */
export async function openPartialPaymentRefund(
  trx: Transaction<Database>,
  request: { paymentId: number; amount: number; now: Date },
): Promise<RefundToIssue | undefined> {
  const payment = await paymentToRefund(trx, request.paymentId);
  const left = payment.amount - (await partsRefunded(trx, request.paymentId));
  if (request.amount <= 0 || request.amount > left) return undefined;
  const last = await trx
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.max('refund_part').as('part'))
    .where('refund_of', '=', request.paymentId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  const part = Math.max(0, Number(last?.part ?? 0)) + 1;
  const inserted = await trx
    .insertInto('payment_transactions')
    .values(pendingRefundRow(payment, request.paymentId, part, request.amount, request.now))
    .returning('id')
    .executeTakeFirstOrThrow();
  const [refund] = await pendingRefunds(trx, { refundId: inserted.id });
  return refund;
}

/** Everything refunded or being refunded to the customer on an order (cents): refund rows not refused. */
export async function orderRefundedAmount(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<number> {
  const row = await db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', 'in', ['pending', 'refunded'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function paymentToRefund(trx: Transaction<Database>, paymentId: number) {
  return trx
    .selectFrom('payment_transactions')
    .select(['business_id', 'order_id', 'provider', 'amount', 'currency'])
    .where('id', '=', paymentId)
    .where('kind', '=', 'payment')
    .executeTakeFirstOrThrow();
}

/** The pending refund row giving back `amount` of payment `paymentId` as its part `part` (0: the whole payment's refund). */
function pendingRefundRow(
  payment: Awaited<ReturnType<typeof paymentToRefund>>,
  paymentId: number,
  part: number,
  amount: number,
  now: Date,
): NewRow<'payment_transactions'> {
  return {
    business_id: payment.business_id,
    order_id: payment.order_id,
    provider: payment.provider,
    kind: 'refund',
    refund_of: paymentId,
    refund_part: part,
    status: 'pending',
    amount,
    currency: payment.currency,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** What the parts of a payment already give back (a refused part gave nothing back). */
async function partsRefunded(trx: Transaction<Database>, paymentId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('refund_of', '=', paymentId)
    .where('kind', '=', 'refund')
    .where('refund_part', '>', 0)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function insertRefund(trx: Transaction<Database>, paymentId: number, now: Date): Promise<void> {
  const payment = await paymentToRefund(trx, paymentId);
  // What earlier parts gave back is not given twice; a payment fully refunded in parts needs no more.
  const amount = payment.amount - (await partsRefunded(trx, paymentId));
  if (amount <= 0) return;
  await trx
    .insertInto('payment_transactions')
    .values(pendingRefundRow(payment, paymentId, 0, amount, now))
    .onConflict((oc) => oc.columns(['refund_of', 'refund_part']).doNothing())
    .execute();
}

async function pendingRefunds(
  db: Kysely<Database>,
  filter: { orderId?: number; paymentId?: number; refundId?: number; before?: Date; limit?: number },
): Promise<RefundToIssue[]> {
  let query = db
    .selectFrom('payment_transactions as r')
    .innerJoin('payment_transactions as p', 'p.id', 'r.refund_of')
    .select([
      'r.id',
      'r.business_id',
      'r.order_id',
      'r.provider',
      'r.amount',
      'r.currency',
      'r.refund_part',
      'p.amount as payment_amount',
      'p.id as payment_id',
      'p.provider_reference',
      'p.provider_capture_id',
    ])
    .where('r.kind', '=', 'refund')
    .where('r.status', '=', 'pending');
  if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
  if (filter.paymentId !== undefined)
    query = query.where('r.refund_of', '=', filter.paymentId).where('r.refund_part', '=', 0);
  if (filter.refundId !== undefined) query = query.where('r.id', '=', filter.refundId);
  if (filter.before !== undefined) query = query.where('r.updated_at', '<=', filter.before.toISOString());
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.orderBy('r.updated_at').orderBy('r.id').execute();
  return rows.map((row) => ({
    refundId: row.id,
    businessId: row.business_id,
    orderId: row.order_id,
    provider: row.provider,
    paymentId: row.payment_id,
    paymentReference: row.provider_reference,
    captureId: row.provider_capture_id,
    amount: row.amount,
    currency: row.currency,
    partial: row.refund_part > 0 || row.amount < row.payment_amount,
  }));
}
