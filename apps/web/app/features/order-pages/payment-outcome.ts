import type { Order } from '@ordina/contracts';
import { orderStatusIsReceived } from '@ordina/domain';

/** The `result` of /esito-pagamento/{result}/… that means the provider sent the customer back as paid (spec §2). */
export const PAID_RESULT = 'successo';

/** How often the landing page asks for the order while its payment is unconfirmed, and for how long (3 s × 40 = 2 minutes). */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 40;

/** What one answer about the order means for the landing page. */
export type PaymentReading = 'paid' | 'failed' | 'waiting';

/**
 * Reads the order as the server holds it: the provider's webhook decides,
 * never this page or its URL. Received by the business → paid. Cancelled
 * (expired unpaid) → failed. Still waiting_payment: failed when the latest
 * payment attempt is over (failed/cancelled) or when the provider sent the
 * customer back with anything but 'successo' (the hint is believed only
 * towards failure: a paid order reads as paid whatever the URL says);
 * otherwise the webhook may still be on its way → waiting.
 */
export function readPayment(order: Pick<Order, 'statusCode' | 'transactions'>, result: string): PaymentReading {
  if (orderStatusIsReceived(order.statusCode)) return 'paid';
  if (order.statusCode !== 'waiting_payment') return 'failed';
  const latest = order.transactions[order.transactions.length - 1];
  if (latest && (latest.status === 'failed' || latest.status === 'canceled')) return 'failed';
  return result === PAID_RESULT ? 'waiting' : 'failed';
}
