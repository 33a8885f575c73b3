import type { DeliveryMethodCode } from '@ordina/contracts';
import type { Kysely, Transaction } from 'kysely';
import { secretsEqual } from '../order-secrets.ts';
import type { Database } from '../tables.ts';
import { findOrderForMessages, type OrderForMessages } from './order-messages.ts';
import { recordOrderEvent } from './order-events.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import { lockOrderForPayment } from './payment-order-lock.ts';
import { endPendingHolds } from './pending-holds.ts';

/*
 * An order whose online payment failed, paid on delivery or at collection
 * instead (issue 34 item 12). One transaction, behind the order's payment
 * lock (payment-order-lock.ts), so it and a provider's event or the unpaid
 * sweep end in one state: the order still waiting for its payment takes the
 * offline method and reaches the business (waiting_payment → to_manage, its
 * slot places kept as received, the board told, the received-order messages
 * queued once) exactly as a payment would have moved it; its checkouts still
 * open are marked canceled. Money a provider reports later for one of them
 * finds an order that no longer waits and is refunded (payment-events.ts).
 */

/** What a switch did: the order now pays offline, or why not. */
export type PaymentSwitchResult =
  | { status: 'switched'; messageIds: number[] }
  | { status: 'not_found' }
  | { status: 'not_pending' }
  | { status: 'wrong_method' };

class SwitchRefused extends Error {
  constructor(readonly status: 'not_found' | 'not_pending' | 'wrong_method') {
    super(status);
  }
}

/** Moves an order waiting for its online payment to the offline payment type `paymentMethodCode` of its delivery method. */
export async function switchToOfflinePayment(
  db: Kysely<Database>,
  businessId: number,
  input: {
    orderId: number;
    hash: string;
    paymentMethodCode: string;
    now: Date;
    messages?: (order: OrderForMessages) => readonly NewOutboxMessage[];
  },
): Promise<PaymentSwitchResult> {
  const { orderId, now } = input;
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await lockOrderForPayment(trx, businessId, orderId);
      const head = await trx
        .selectFrom('orders')
        .select(['hash', 'delivery_method_code'])
        .where('business_id', '=', businessId)
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (locked === undefined || head === undefined || !secretsEqual(head.hash, input.hash))
        throw new SwitchRefused('not_found');
      if (locked.status !== 'waiting_payment') throw new SwitchRefused('not_pending');
      if (!(await takesOffline(trx, businessId, head.delivery_method_code, input.paymentMethodCode)))
        throw new SwitchRefused('wrong_method');

      const at = now.toISOString();
      await trx
        .updateTable('orders')
        .set({ payment_method_code: input.paymentMethodCode, status_code: 'to_manage', updated_at: at })
        .where('id', '=', orderId)
        .where('status_code', '=', 'waiting_payment')
        .execute();
      await trx
        .updateTable('payment_transactions')
        .set({ status: 'canceled', updated_at: at })
        .where('business_id', '=', businessId)
        .where('order_id', '=', orderId)
        .where('kind', '=', 'payment')
        .where('status', 'in', ['pending', 'failed'])
        .execute();
      // Placed for good: its slot places stay, counted as received (docs/decisions/042), and its board hears of it.
      await endPendingHolds(trx, businessId, orderId);
      await recordOrderEvent(trx, { businessId, orderId, kind: 'created', at: now });
      return { status: 'switched' as const, messageIds: await queueMessages(trx, businessId, input, now) };
    });
  } catch (error) {
    if (error instanceof SwitchRefused) return { status: error.status };
    throw error;
  }
}

/** Whether the delivery method takes this payment type and it is paid offline. */
async function takesOffline(
  trx: Transaction<Database>,
  businessId: number,
  deliveryMethodCode: DeliveryMethodCode,
  paymentMethodCode: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('delivery_method_payment_types as t')
    .innerJoin('payment_methods as m', (join) =>
      join.onRef('m.business_id', '=', 't.business_id').onRef('m.code', '=', 't.payment_method_code'),
    )
    .select('m.is_online')
    .where('t.business_id', '=', businessId)
    .where('t.delivery_method_code', '=', deliveryMethodCode)
    .where('t.payment_method_code', '=', paymentMethodCode)
    .executeTakeFirst();
  return row !== undefined && row.is_online === 0;
}

async function queueMessages(
  trx: Transaction<Database>,
  businessId: number,
  input: { orderId: number; messages?: (order: OrderForMessages) => readonly NewOutboxMessage[] },
  now: Date,
): Promise<number[]> {
  if (input.messages === undefined) return [];
  const order = await findOrderForMessages(trx, businessId, input.orderId);
  if (order === undefined) return [];
  const ids: number[] = [];
  for (const message of input.messages(order))
    ids.push(await insertOutboxMessage(trx, businessId, message, now));
  return ids;
}
