import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { importBusinessFile } from '../import/import-business-file.ts';
import { attachPaymentCheckout, beginOrderPayment } from '../repositories/payment-checkouts.ts';
import type { PaymentEventInput } from '../repositories/payment-events.ts';
import { placeOrder, type NewOrder } from '../repositories/place-order.ts';
import type { Database } from '../tables.ts';
import { fixtureBusinessFile } from './fixture-business.ts';
import { newTestOrder, testSlot } from './new-order-fixture.ts';

/*
 * Orders paid online, for the payment tests: the fixture business (its
 * `paypal` method pays through the sandbox gateway), an order placed
 * `waiting_payment` for 20,50 € with its slot taken, and a checkout opened
 * for it with a known reference, as the gateway would have answered.
 */

let businesses = 0;

/** Imports the fixture business under a fresh key; returns its id. */
export async function insertPaymentBusiness(db: Kysely<Database>): Promise<number> {
  const file = fixtureBusinessFile();
  file.business = { key: `pay-${(businesses += 1)}-${randomUUID().slice(0, 8)}`, name: 'Pagamenti' };
  return (await importBusinessFile(db, file)).businessId;
}

/** When the test orders are placed. */
export const PLACED_AT = new Date('2026-12-01T17:00:00.000Z');

/** Places an order waiting for its online payment (20,50 €, slot 2026-12-01 21:00); returns its id. */
export async function placeWaitingOrder(
  db: Kysely<Database>,
  businessId: number,
  over: Partial<NewOrder> = {},
): Promise<number> {
  const online: Partial<NewOrder> = {
    status: 'waiting_payment',
    paymentMethod: 'paypal',
    slot: testSlot('2026-12-01', '21:00', 1, 100),
    now: PLACED_AT,
  };
  // Merging two partial orders widens the union of starts; the result is one of them.
  const placed = await placeOrder(db, newTestOrder(businessId, { ...online, ...over } as Partial<NewOrder>));
  if (!placed.ok) throw new Error(`the test order was refused: ${placed.reason}`);
  return placed.order.id;
}

/** Opens a payment for the order and attaches a checkout reference (`ref-<transaction id>` unless given). */
export async function openTestCheckout(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  reference?: string,
): Promise<{ transactionId: number; reference: string }> {
  const opened = await beginOrderPayment(db, { businessId, orderId, now: PLACED_AT });
  if (!opened.ok) throw new Error(`no payment could be opened: ${opened.reason}`);
  const ref = reference ?? `ref-${opened.payment.transactionId}`;
  await attachPaymentCheckout(db, {
    transactionId: opened.payment.transactionId,
    reference: ref,
    payUrl: `https://pay.example/${ref}`,
    now: PLACED_AT,
  });
  return { transactionId: opened.payment.transactionId, reference: ref };
}

/** A sandbox event about a checkout: paid for the order's 20,50 € unless told otherwise. */
export function testPaymentEvent(
  businessId: number,
  reference: string,
  over: Partial<PaymentEventInput> = {},
): PaymentEventInput {
  return {
    businessId,
    provider: 'sandbox',
    eventId: `evt-${randomUUID()}`,
    type: 'payment.succeeded',
    kind: 'paid',
    reference,
    transactionId: null,
    captureId: `cap-${reference}`,
    amount: 2050,
    currency: 'EUR',
    now: new Date(PLACED_AT.getTime() + 5 * 60_000),
    ...over,
  };
}
