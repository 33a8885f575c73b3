import type { IncomingHttpHeaders } from 'node:http';
import type { Locale, PaymentGateway } from '@ordina/contracts';
import type { PaymentEventInput } from '@ordina/db';

/*
 * The one port every payment gateway implements (README.md): open a hosted
 * checkout for an order, read a webhook the provider signed, give money back.
 * Adapters only talk to their provider; what an event does to an order is
 * decided by the ledger in @ordina/db (docs/decisions/018).
 */

/** What a gateway needs to open the checkout of one payment. */
export interface CheckoutRequest {
  /** Our payment row: echoed back by the provider in its events (metadata), and the idempotency key of the call. */
  transactionId: number;
  order: { id: number; code: string; locale: Locale; email: string };
  /** The server's total of the order, in cents: never a figure from the browser. */
  amount: number;
  currency: string;
  /** Shown on the provider's page. */
  businessName: string;
  /** Where the provider sends the customer back: the payment landing page (/esito-pagamento/{result}/{oid}/{hash}). */
  successUrl: string;
  cancelUrl: string;
  /** When the order stops waiting for its payment: the checkout should not outlive it. */
  expiresAt: Date;
}

/** An opened checkout: the provider's reference of it and the page the customer pays on. */
export interface Checkout {
  reference: string;
  payUrl: string;
}

/** A webhook as it arrived: the exact bytes (signatures are over them) and the headers. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

/**
 * A provider event, verified and normalised: the ledger's PaymentEventInput
 * (@ordina/db, which documents each field) as the adapter alone can fill it,
 * the provider's event id as `id`; the webhook route adds the business, the
 * provider and the time.
 */
export type GatewayEvent = Omit<PaymentEventInput, 'businessId' | 'provider' | 'eventId' | 'now'> & {
  id: string;
};

/**
 * A refund to ask the provider for: the whole payment (what it really took, a mismatched amount
 * too) unless `amount` says a part of it (a manual discount's difference, or what such parts left:
 * docs/decisions/044).
 */
export interface RefundRequest {
  /** Our refund row: the idempotency key, so asking twice refunds once. */
  refundId: number;
  paymentReference: string | null;
  captureId: string | null;
  /** Only part of the payment: this many cents in this currency. */
  amount?: { cents: number; currency: string };
}

/** One payment gateway (sandbox, Stripe Checkout, PayPal Orders v2). */
export interface PaymentGatewayAdapter {
  readonly name: PaymentGateway;
  /** Opens a hosted checkout; throws PaymentProviderError when the provider cannot. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the delivery's signature and reads its event; throws WebhookSignatureError when it does not hold. */
  parseWebhook(delivery: WebhookDelivery): Promise<GatewayEvent>;
  /** Gives a payment's money back; returns the provider's reference of the refund. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /**
   * Takes the money of a checkout the customer approved, for gateways where
   * approval and capture are two steps (PayPal); the answer is the payment's
   * event, or undefined when it was captured already.
   */
  capture?(reference: string, transactionId: number): Promise<GatewayEvent | undefined>;
}

/** A webhook whose signature does not hold (or that carries none): answered 400, nothing written. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A provider that did not do what was asked. `retryable`: it may work later
 * (network, 5xx, rate limit) and the caller keeps the work pending; otherwise
 * the provider refused it for good.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
