import type { OrderEndReason } from '@ordina/contracts';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, StoredOrderStatus } from '../tables.ts';
import { takeSmsCredit } from './business-messaging.ts';
import { releaseOrderHolds } from './order-holds.ts';
import { recordOrderEvent } from './order-events.ts';
import { recordStaffAudit } from './staff-audit.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import {
  keptPayment,
  openLockedOrderRefunds,
  openPartialPaymentRefund,
  type RefundToIssue,
} from './payment-refunds.ts';

/*
 * The restaurant's actions on an order (docs/decisions/044), each ONE transaction: the order's row
 * is taken first (a no-op update: on PostgreSQL the row lock queues two staff pressing at once,
 * and the payment writers, in the same order as decision 018; on SQLite the first write holds the
 * database), the domain decides whether the action is allowed in the status it finds, then the
 * change, its holds given back, its refunds opened, the board's event, the audit row
 * (`order.accept`, `order.reject`… with who, from which status to which) and the
 * customer's messages are written together — or nothing is. The second of two concurrent presses
 * finds the order already moved and is refused `status_changed` with the status it found: never a
 * double transition, never a second refund (a refund row opens once per payment part). Refunds
 * are asked of the provider after commit by the caller (the row is the promise; the sweep retries).
 */

/** Who acts: a staff member, or the server itself (the safety net's auto-reject). */
export type OrderActor = { kind: 'staff'; staffId: number } | { kind: 'system' };

/** What changed, for the customer's messages (built by the caller, in the order's language). */
export interface OrderActionChange {
  /** The action's name (`@ordina/domain`'s StaffAction: accept, reject, ready, delivered, cancel, delay, discount). */
  action: string;
  orderId: number;
  from: StoredOrderStatus;
  to: StoredOrderStatus;
  /** The ready time now promised (accept, delay); the previous one for a delay. */
  promisedAt: Date | null;
  previousPromisedAt: Date | null;
  /** Why it ended (reject, auto-reject, cancel). */
  endReason: OrderEndReason | null;
  endNote: string;
  /** What this action refunds (cents): a cancelled paid order's money, a discount's difference. */
  refunded: number;
  amountFinal: number;
  amountManualDiscount: number;
}

/** Why an action was refused: no such order of the business, not allowed in the status it is in now, or a rule of the action. */
export type OrderActionRefusal =
  'not_found' | 'status_changed' | 'before_slot' | 'exceeds_total' | 'raises_paid_total';

/** What an action did: the change, the outbox ids to deliver and the refunds to ask for after commit; or why not (with the status found). */
export type OrderActionResult =
  | { ok: true; change: OrderActionChange; messageIds: number[]; refunds: RefundToIssue[] }
  | { ok: false; reason: OrderActionRefusal; status: StoredOrderStatus | null };

/** What every action takes besides its rule. */
export interface OrderActionRequest {
  /** The action's name, as the audit trail and the messages know it. */
  action: string;
  businessId: number;
  orderId: number;
  actor: OrderActor;
  now: Date;
  /** The customer's messages of the change (e-mail; SMS only when the business has credit, taken here); none when omitted. */
  messages?: (change: OrderActionChange) => NewOutboxMessage[];
}

/** The order as an action's rule reads it, under its lock. */
export interface LockedActionOrder {
  status: StoredOrderStatus;
  /** The requested slot on the business's clock, and that clock's zone. */
  slot: { date: string; time: string; timeZone: string | null };
  promisedAt: Date | null;
  amount: number;
  amountDelivery: number;
  amountDiscount: number;
  amountTip: number;
  amountFinal: number;
  amountManualDiscount: number;
  /** The paid payment the order keeps, when it was paid online. */
  paidPaymentId: number | undefined;
}

/** The columns an action may set besides the status. */
export type OrderActionColumns = Pick<
  Updateable<Database['orders']>,
  | 'promised_at'
  | 'accepted_at'
  | 'ready_at'
  | 'delivered_at'
  | 'ended_at'
  | 'cancel_reason'
  | 'end_note'
  | 'manual_discount'
  | 'manual_discount_mode'
  | 'amount_manual_discount'
  | 'amount_final'
>;

/**
 * What an action's rule decided — `@ordina/domain` decides and the server passes the decision in,
 * since this package holds no business rule: the status the order moves to (its own for delay and
 * discount), whether that gives back its holds, the columns to set, a discount's difference to
 * refund from the payment the order keeps; or a refusal.
 */
export type OrderActionPlan =
  | {
      ok: true;
      to: StoredOrderStatus;
      releaseHolds: boolean;
      set: OrderActionColumns;
      partialRefund?: number;
    }
  | { ok: false; reason: OrderActionRefusal };

/**
 * Carries out one staff action in one transaction: locks the order, asks `decide` (the domain's
 * rule for the action, on the order as it is now), then writes the change, gives back the holds,
 * opens the refunds, records the board's event and queues the customer's messages.
 */
export async function applyOrderAction(
  db: Kysely<Database>,
  request: OrderActionRequest,
  decide: (order: LockedActionOrder) => OrderActionPlan,
): Promise<OrderActionResult> {
  return db.transaction().execute(async (trx) => {
    const order = await lockActionOrder(trx, request.businessId, request.orderId);
    if (order === undefined) return { ok: false, reason: 'not_found', status: null };
    const decided = decide(order);
    if (!decided.ok) return { ok: false, reason: decided.reason, status: order.status };
    const { to } = decided;
    await trx
      .updateTable('orders')
      .set({ ...decided.set, status_code: to, updated_at: request.now.toISOString() })
      .where('business_id', '=', request.businessId)
      .where('id', '=', request.orderId)
      .execute();
    if (decided.releaseHolds) await releaseOrderHolds(trx, request.businessId, request.orderId);

    const refunds = await actionRefunds(trx, {
      orderId: request.orderId,
      to,
      partial: decided.partialRefund ?? 0,
      paymentId: order.paidPaymentId,
      now: request.now,
    });
    const amountFinal = Number(decided.set.amount_final ?? order.amountFinal);
    const promised = decided.set.promised_at;
    const change: OrderActionChange = {
      action: request.action,
      orderId: request.orderId,
      from: order.status,
      to,
      promisedAt: typeof promised === 'string' ? new Date(promised) : order.promisedAt,
      previousPromisedAt: typeof promised === 'string' ? order.promisedAt : null,
      endReason: decided.set.cancel_reason ?? null,
      endNote: typeof decided.set.end_note === 'string' ? decided.set.end_note : '',
      refunded: refunds.opened,
      amountFinal,
      amountManualDiscount: Number(decided.set.amount_manual_discount ?? order.amountManualDiscount),
    };
    await recordOrderEvent(trx, {
      businessId: request.businessId,
      orderId: request.orderId,
      kind: to === order.status ? 'changed' : 'status',
      at: request.now,
    });
    await recordStaffAudit(trx, {
      businessId: request.businessId,
      staffId: request.actor.kind === 'staff' ? request.actor.staffId : null,
      action: `order.${request.action}`,
      orderId: request.orderId,
      fromStatus: order.status,
      toStatus: to,
      detail: auditDetail(change),
      at: request.now,
    });
    const messageIds = await queueMessages(trx, request, change);
    return { ok: true, change, messageIds, refunds: refunds.pending };
  });
}

/** What the audit trail keeps of a change beyond its statuses: the promise, the reason, the money. */
function auditDetail(change: OrderActionChange): Record<string, unknown> | null {
  const detail: Record<string, unknown> = {
    ...(change.promisedAt !== null && change.action !== 'ready' && change.action !== 'delivered'
      ? { promisedAt: change.promisedAt.toISOString() }
      : {}),
    ...(change.endReason === null ? {} : { reason: change.endReason }),
    ...(change.endNote === '' ? {} : { note: change.endNote }),
    ...(change.action === 'discount'
      ? { amountManualDiscount: change.amountManualDiscount, amountFinal: change.amountFinal }
      : {}),
    ...(change.refunded > 0 ? { refunded: change.refunded } : {}),
  };
  return Object.keys(detail).length === 0 ? null : detail;
}

/** Takes the order's row for the transaction and reads what the actions decide on. */
async function lockActionOrder(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
): Promise<LockedActionOrder | undefined> {
  const row = await trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .returning([
      'status_code',
      'delivery_date',
      'delivery_time',
      'promised_at',
      'amount',
      'amount_delivery',
      'amount_discount',
      'amount_tip',
      'amount_final',
      'amount_manual_discount',
    ])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const zone = await trx
    .selectFrom('business_configurations')
    .select('time_zone')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return {
    status: row.status_code,
    slot: { date: row.delivery_date, time: row.delivery_time, timeZone: zone?.time_zone ?? null },
    promisedAt: row.promised_at === null ? null : new Date(row.promised_at),
    amount: row.amount,
    amountDelivery: row.amount_delivery,
    amountDiscount: row.amount_discount,
    amountTip: row.amount_tip,
    amountFinal: row.amount_final,
    amountManualDiscount: row.amount_manual_discount,
    paidPaymentId: await keptPayment(trx, orderId),
  };
}

/** The refunds an action opens: everything a cancelled order was paid, or a discount's difference from the kept payment. */
async function actionRefunds(
  trx: Transaction<Database>,
  change: {
    orderId: number;
    to: StoredOrderStatus;
    partial: number;
    paymentId: number | undefined;
    now: Date;
  },
): Promise<{ opened: number; pending: RefundToIssue[] }> {
  if (change.to === 'canceled') {
    const before = await refundTotal(trx, change.orderId);
    const pending = await openLockedOrderRefunds(trx, {
      orderId: change.orderId,
      status: change.to,
      now: change.now,
    });
    return { opened: (await refundTotal(trx, change.orderId)) - before, pending };
  }
  if (change.partial > 0 && change.paymentId !== undefined) {
    const refund = await openPartialPaymentRefund(trx, {
      paymentId: change.paymentId,
      amount: change.partial,
      now: change.now,
    });
    return { opened: refund?.amount ?? 0, pending: refund === undefined ? [] : [refund] };
  }
  return { opened: 0, pending: [] };
}

async function refundTotal(trx: Transaction<Database>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Queues the change's messages; an SMS only while the business has credit (taken here, once per message). */
async function queueMessages(
  trx: Transaction<Database>,
  request: OrderActionRequest,
  change: OrderActionChange,
): Promise<number[]> {
  const ids: number[] = [];
  for (const message of request.messages?.(change) ?? []) {
    if (message.channel === 'sms' && !(await takeSmsCredit(trx, request.businessId, request.now))) continue;
    ids.push(await insertOutboxMessage(trx, request.businessId, message, request.now));
  }
  return ids;
}
