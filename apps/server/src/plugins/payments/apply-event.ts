import type { PaymentGateway } from '@ordina/contracts';
import { findPaymentCheckout, recordPaymentEvent } from '@ordina/db';
import type { NewOutboxMessage, OrderForMessages, PaymentEventOutcome } from '@ordina/db';
import type { GatewayEvent, PaymentGatewayAdapter } from '../../adapters/payments/index.ts';
import { refundOrderPayment, type RefundDependencies } from './refunds.ts';

/*
 * A verified provider event, applied (docs/decisions/018): the ledger
 * decides what it does (@ordina/db recordPaymentEvent, once per event id);
 * this adds what needs the provider — capturing a PayPal order the customer
 * approved, and asking back money that came too late (refundOrderPayment) — and raises the
 * alerts a person must read. An order the event fulfils gets the messages
 * of a received order, queued by the ledger in the same transaction (so once)
 * and delivered here after commit.
 */

/** The messages money can make the ledger queue: those of an order it fulfils, and the customer's when it came too late. */
export interface PaymentMessageBuilders {
  received: (order: OrderForMessages) => readonly NewOutboxMessage[];
  /** The order was cancelled because its time to pay ran out; `amount` (cents) is refunded. */
  lateRefund: (order: OrderForMessages, amount: number) => readonly NewOutboxMessage[];
}

/** What applying an event needs besides the refunds': the messages of an order it fulfils or refunds, and their delivery. */
export interface EventDependencies extends RefundDependencies {
  businessId: number;
  /** The message builders (the business's storefront and addresses, read now). */
  paymentMessages(): Promise<PaymentMessageBuilders>;
  /** Sends a queued message (after commit). */
  deliverMessage(id: number): void;
}

/** Applies `event` from `gateway` for the business; returns what became of it. */
export async function applyGatewayEvent(
  deps: EventDependencies,
  gateway: PaymentGatewayAdapter,
  event: GatewayEvent,
  now: Date,
): Promise<PaymentEventOutcome> {
  if (event.kind === 'approved' && gateway.capture !== undefined && event.reference !== null) {
    const captured = await captureApproved(deps, gateway, event.reference, now);
    if (captured !== undefined) await settle(deps, gateway.name, captured, now);
  }
  return settle(deps, gateway.name, event, now);
}

/**
 * Takes the money of an approved checkout while its order still waits for
 * it; an order that no longer waits is not charged at all (nothing to give
 * back). The capture's answer is the payment's event.
 */
async function captureApproved(
  deps: EventDependencies,
  gateway: PaymentGatewayAdapter,
  reference: string,
  now: Date,
): Promise<GatewayEvent | undefined> {
  const payment = await findPaymentCheckout(deps.db, gateway.name, reference);
  if (payment === undefined || payment.businessId !== deps.businessId) return undefined;
  if (
    payment.order.status !== 'waiting_payment' ||
    !['pending', 'failed', 'canceled'].includes(payment.status)
  ) {
    deps.log.info(
      { orderId: payment.order.id, reference, orderStatus: payment.order.status },
      'approved checkout not captured: the order no longer waits for it',
    );
    return undefined;
  }
  deps.log.info(
    { orderId: payment.order.id, reference, at: now.toISOString() },
    'capturing an approved checkout',
  );
  return gateway.capture?.(reference, payment.transactionId);
}

async function settle(
  deps: EventDependencies,
  provider: PaymentGateway,
  event: GatewayEvent,
  now: Date,
): Promise<PaymentEventOutcome> {
  // Only money can fulfil or be refunded: the messages are prepared for those events alone.
  const builders = event.kind === 'paid' ? await deps.paymentMessages() : undefined;
  const outcome = await recordPaymentEvent(
    deps.db,
    { ...event, eventId: event.id, businessId: deps.businessId, provider, now },
    { messages: builders?.received, lateRefundMessages: builders?.lateRefund },
  );
  const context = { provider, eventId: event.id, type: event.type, reference: event.reference };
  switch (outcome.outcome) {
    case 'mismatch':
      deps.log.error(
        {
          ...context,
          alert: 'payment_amount_mismatch',
          orderId: outcome.orderId,
          expected: outcome.expected,
          reported: { amount: event.amount, currency: event.currency },
        },
        'a payment reported another amount or currency than its order: recorded, not fulfilled',
      );
      break;
    case 'unknown':
      deps.log.warn(context, 'payment event about a checkout this server does not know');
      break;
    case 'refund':
      deps.log.warn(
        { ...context, orderId: outcome.orderId, refundId: outcome.refund.refundId },
        'money arrived for an order that no longer waits for it: refunding',
      );
      // The same operation the restaurant's cancel uses: it asks the provider for every refund the order has open.
      await refundOrderPayment(deps, { businessId: deps.businessId, orderId: outcome.orderId, now });
      // The customer's "cancelled, your money is coming back" (queued with the refund, only for an order whose time ran out).
      for (const id of outcome.messageIds) deps.deliverMessage(id);
      break;
    case 'fulfilled':
      deps.log.info({ ...context, orderId: outcome.orderId }, 'order paid');
      for (const id of outcome.messageIds) deps.deliverMessage(id);
      break;
    default:
      deps.log.debug({ ...context, outcome: outcome.outcome }, 'payment event');
  }
  return outcome;
}
