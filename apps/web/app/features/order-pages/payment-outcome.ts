import type { Order } from '@ordina/contracts';
import { orderStatusIsReceived } from '@ordina/domain';

/** The `result` of /esito-pagamento/{result}/… that means the provider sent the customer back as paid (spec §2). */
export const PAID_RESULT = 'successo';

/**
 * How often the landing page asks for the order while its payment is unconfirmed, and how many times
 * (3 s × 10: about half a minute, the time a provider's webhook takes). It was 40 (two minutes and
 * more, each ask also solving a challenge): a customer back on 'successo' without having paid watched
 * "Checking the payment…" for minutes (issue 31 item 9). Then the page says the order is not paid yet
 * and offers the payment link and a new check.
 */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 10;

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
export function readPayment(
  order: Pick<Order, 'statusCode' | 'transactions'>,
  result: string,
): PaymentReading {
  if (orderStatusIsReceived(order.statusCode)) return 'paid';
  if (order.statusCode !== 'waiting_payment') return 'failed';
  const latest = order.transactions[order.transactions.length - 1];
  if (latest && (latest.status === 'failed' || latest.status === 'canceled')) return 'failed';
  return result === PAID_RESULT ? 'waiting' : 'failed';
}
