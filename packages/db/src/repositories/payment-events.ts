import type { PaymentGateway } from '@ordina/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentTransactionState } from '../tables.ts';
import { recordOrderEvent } from './order-events.ts';
import { findOrderForMessages, type OrderForMessages } from './order-messages.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import { lockOrderForPayment } from './payment-order-lock.ts';
import { openPaymentRefund, type RefundToIssue } from './payment-refunds.ts';
import { endPendingHolds } from './pending-holds.ts';

/*
 * A provider's event applied to the ledger (docs/decisions/018), in one
 * transaction, exactly once:
 *
 * - The event id is written first (UNIQUE per provider): the same webhook
 *   delivered again, or by two deliveries at once, finds it and changes
 *   nothing. On PostgreSQL the second waits on the unique index until the
 *   first commits; on SQLite the write takes the database's lock.
 * - Then the order is locked (payment-order-lock.ts) and the payment's state
 *   read: every writer of an order's money queues there, so a payment and
 *   the order's expiry, or two events of one payment, end in one state.
 * - `paid` moves the payment to paid and the order waiting_payment →
 *   to_manage, once, and queues the messages of a received order (the
 *   customer's confirmation, the business's new-order e-mail) in the same
 *   transaction: they go out exactly when the order reaches the business. Money that arrives for an order that no longer waits
 *   (expired meanwhile, or already paid by another checkout) opens a refund; when the order was cancelled
 *   because its time to pay ran out, the customer's e-mail saying so (cancelled, the money coming back) is
 *   queued with it, so it goes out once with the refund it announces (issue 31 item 7).
 *   An amount or currency other than the order's is recorded as `mismatch`
 *   and fulfils nothing.
 * - `failed` and `expired` only mark a payment that has not settled: they
 *   never undo a payment, whatever order they arrive in, and never end the
 *   order (it waits for a retry until its own expiry).
 */

/** What an event means for a payment, as its gateway adapter normalised it. */
export type PaymentEventKind = 'paid' | 'failed' | 'expired' | 'approved' | 'ignored';

/** A provider event, verified and normalised by its adapter. */
export interface PaymentEventInput {
  businessId: number;
  provider: PaymentGateway;
  /** The provider's id of the event: what makes a redelivery recognisable. */
  eventId: string;
  /** The provider's name of the event (checkout.session.completed, PAYMENT.CAPTURE.COMPLETED…). */
  type: string;
  kind: PaymentEventKind;
  /** The checkout the event is about (Stripe session, PayPal order, sandbox reference). */
  reference: string | null;
  /** Our transaction id as the provider echoes it back (metadata), for a checkout whose reference is not attached yet. */
  transactionId: number | null;
  /** What a refund of this payment goes against. */
  captureId: string | null;
  /** As the provider reported them (cents, ISO currency). */
  amount: number | null;
  currency: string | null;
  now: Date;
}

/** What became of an event. */
export type PaymentEventOutcome =
  | { outcome: 'duplicate' | 'unknown' }
  | { outcome: 'already_settled' | 'recorded' | 'stale' | 'ignored'; orderId: number; transactionId: number }
  /** The order reached the business now; `messageIds` are the messages queued for it, to deliver after commit. */
  | { outcome: 'fulfilled'; orderId: number; transactionId: number; messageIds: number[] }
  | {
      outcome: 'mismatch';
      orderId: number;
      transactionId: number;
      expected: { amount: number; currency: string };
    }
  /** Money came for an order that no longer waits: the refund to ask for, and the customer's messages queued with it (to deliver after commit). */
  | {
      outcome: 'refund';
      orderId: number;
      transactionId: number;
      refund: RefundToIssue;
      messageIds: number[];
    };

/** States a payment can still settle from: money taken later overrides an earlier failure or expiry. */
const UNSETTLED: PaymentTransactionState[] = ['pending', 'failed', 'canceled'];

/** What to queue when an event fulfils an order: the messages of an order the business received. */
export interface PaymentEventOptions {
  messages?: (order: OrderForMessages) => readonly NewOutboxMessage[];
  /** The customer's messages when a payment arrives after its order's time to pay ran out: `amount` (cents) is what goes back. */
  lateRefundMessages?: (order: OrderForMessages, amount: number) => readonly NewOutboxMessage[];
}

/** Records a provider event and applies it to its payment and order, once (see the module doc). */
export async function recordPaymentEvent(
  db: Kysely<Database>,
  event: PaymentEventInput,
  options: PaymentEventOptions = {},
): Promise<PaymentEventOutcome> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({
        business_id: event.businessId,
        provider: event.provider,
        event_id: event.eventId,
        kind: event.kind,
        type: event.type,
        reference: event.reference,
        amount: event.amount,
        currency: event.currency,
        received_at: event.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (recorded === undefined) return { outcome: 'duplicate' };
    const outcome = await applyEvent(trx, event, options);
    await trx
      .updateTable('payment_events')
      .set({
        outcome: outcome.outcome,
        transaction_id: 'transactionId' in outcome ? outcome.transactionId : null,
      })
      .where('id', '=', recorded.id)
      .execute();
    return outcome;
  });
}

async function applyEvent(
  trx: Transaction<Database>,
  event: PaymentEventInput,
  options: PaymentEventOptions,
): Promise<PaymentEventOutcome> {
  const payment = await paymentOf(trx, event);
  if (payment === undefined) return { outcome: 'unknown' };
  const order = await lockOrderForPayment(trx, event.businessId, payment.order_id);
  if (order === undefined) return { outcome: 'unknown' };
  const ids = { orderId: order.id, transactionId: payment.id };
  if (event.kind === 'ignored' || event.kind === 'approved') return { outcome: 'ignored', ...ids };

  // Read after the lock: the state the previous writer of this order committed.
  const current = await trx
    .selectFrom('payment_transactions')
    .select(['status', 'currency'])
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  const now = event.now.toISOString();

  if (event.kind === 'failed' || event.kind === 'expired') {
    const from: PaymentTransactionState[] = event.kind === 'failed' ? ['pending'] : ['pending', 'failed'];
    if (!from.includes(current.status)) return { outcome: 'stale', ...ids };
    await setState(trx, payment.id, event.kind === 'failed' ? 'failed' : 'canceled', now);
    // The board is told; it rings only for an order it already shows (docs/decisions/045).
    await recordOrderEvent(trx, {
      businessId: event.businessId,
      orderId: order.id,
      kind: 'payment_failed',
      at: event.now,
    });
    return { outcome: 'recorded', ...ids };
  }

  if (!UNSETTLED.includes(current.status)) return { outcome: 'already_settled', ...ids };
  const expected = { amount: order.amountFinal, currency: current.currency };
  if (event.amount !== expected.amount || event.currency?.toUpperCase() !== expected.currency.toUpperCase()) {
    await setState(trx, payment.id, 'mismatch', now, event.captureId);
    // The row records the money that really moved, when the provider said how much: that is what goes back.
    if (
      event.amount !== null &&
      event.amount >= 0 &&
      event.currency !== null &&
      /^[A-Za-z]{3}$/.test(event.currency)
    )
      await trx
        .updateTable('payment_transactions')
        .set({ amount: event.amount, currency: event.currency.toUpperCase() })
        .where('id', '=', payment.id)
        .execute();
    return { outcome: 'mismatch', ...ids, expected };
  }
  await setState(trx, payment.id, 'paid', now, event.captureId);
  const fulfilled = await trx
    .updateTable('orders')
    .set({ status_code: 'to_manage', updated_at: now })
    .where('id', '=', order.id)
    .where('status_code', '=', 'waiting_payment')
    .executeTakeFirst();
  if (fulfilled.numUpdatedRows > 0n) {
    // Paid: its slot places stay, counted as received from now on (docs/decisions/042).
    await endPendingHolds(trx, event.businessId, order.id);
    // Paid: the order reaches the business now, and its board with this commit (docs/decisions/045).
    await recordOrderEvent(trx, {
      businessId: event.businessId,
      orderId: order.id,
      kind: 'created',
      at: event.now,
    });
    return {
      outcome: 'fulfilled',
      ...ids,
      messageIds: await queueMessages(trx, event, order.id, options.messages),
    };
  }
  // The order no longer waits (expired, or paid through another checkout): the money goes back.
  const refund = await openPaymentRefund(trx, payment.id, event.now);
  if (refund === undefined) return { outcome: 'already_settled', ...ids };
  // Opened once per payment (above), so the customer hears once that the time ran out and the money comes back.
  const lateRefund =
    order.status === 'canceled' && order.cancelReason === 'payment_expired'
      ? options.lateRefundMessages
      : undefined;
  const messageIds =
    lateRefund === undefined
      ? []
      : await queueMessages(trx, event, order.id, (view) => lateRefund(view, refund.amount));
  return { outcome: 'refund', ...ids, refund, messageIds };
}

/** Queues the messages `build` makes of the order; returns their ids. */
async function queueMessages(
  trx: Transaction<Database>,
  event: PaymentEventInput,
  orderId: number,
  build: ((order: OrderForMessages) => readonly NewOutboxMessage[]) | undefined,
): Promise<number[]> {
  if (build === undefined) return [];
  const order = await findOrderForMessages(trx, event.businessId, orderId);
  if (order === undefined) return [];
  const ids: number[] = [];
  for (const message of build(order))
    ids.push(await insertOutboxMessage(trx, event.businessId, message, event.now));
  return ids;
}

/** The payment an event is about: by the provider's checkout reference, else by our id echoed back, for a checkout not attached yet. */
async function paymentOf(trx: Transaction<Database>, event: PaymentEventInput) {
  const base = trx
    .selectFrom('payment_transactions')
    .select(['id', 'order_id', 'provider_reference'])
    .where('business_id', '=', event.businessId)
    .where('provider', '=', event.provider)
    .where('kind', '=', 'payment');
  if (event.reference !== null) {
    const byReference = await base.where('provider_reference', '=', event.reference).executeTakeFirst();
    if (byReference !== undefined) return byReference;
  }
  if (event.transactionId === null) return undefined;
  const byId = await base.where('id', '=', event.transactionId).executeTakeFirst();
  // Our id only stands in for a reference the row does not know yet; a row with another reference is another checkout.
  return byId !== undefined &&
    (byId.provider_reference === null || byId.provider_reference === event.reference)
    ? byId
    : undefined;
}

async function setState(
  trx: Transaction<Database>,
  id: number,
  state: PaymentTransactionState,
  now: string,
  captureId?: string | null,
): Promise<void> {
  await trx
    .updateTable('payment_transactions')
    .set({
      status: state,
      updated_at: now,
      ...(captureId === undefined || captureId === null ? {} : { provider_capture_id: captureId }),
    })
    .where('id', '=', id)
    .execute();
}
