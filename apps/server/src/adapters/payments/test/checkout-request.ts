import type { Locale } from '@ordina/contracts';
import type { CheckoutRequest } from '../gateway.ts';

/**
 * What the server asks a provider for in the gateway tests: order 42 of the
 * Lido Azzurro, 20,50 €, paid by Anna in `locale`, the checkout open until
 * `expiresAt`; `over` changes any field (a new transactionId for each
 * checkout a test creates).
 */
export function testCheckoutRequest(
  locale: Locale,
  expiresAt: Date,
  over: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    transactionId: 7,
    order: { id: 42, code: '7KQ2M9XA3F', locale, email: 'anna@example.com' },
    amount: 2050,
    currency: 'EUR',
    businessName: 'Lido Azzurro',
    successUrl: 'https://shop.example/esito-pagamento/successo/42/h4sh',
    cancelUrl: 'https://shop.example/esito-pagamento/annullato/42/h4sh',
    expiresAt,
    ...over,
  };
}

/** A provider stub's signed event as the webhook route hands it to the gateway: the body's bytes as sent, and the headers. */
export function webhookDelivery(event: { body: string; headers: Record<string, string> }): {
  rawBody: Buffer;
  headers: Record<string, string>;
} {
  return { rawBody: Buffer.from(event.body), headers: event.headers };
}
