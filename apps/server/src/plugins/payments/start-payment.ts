import { attachPaymentCheckout, beginOrderPayment, failPaymentCheckout } from '@ordina/db';
import type { OpenPaymentRefusal } from '@ordina/db';
import { PaymentProviderError } from '../../adapters/payments/index.ts';
import type { RefundDependencies } from './refunds.ts';

/*
 * Opening the checkout of an order placed with an online payment method
 * (docs/decisions/018): the ledger opens a pending payment for the order's
 * total, the gateway of the order's method opens its hosted checkout, and
 * the checkout's reference and page are attached. The page is where the
 * browser goes (data.redirectTo of the order answer, the go-to-payment link);
 * the provider sends the customer back to the payment landing page, but only
 * its webhook settles the payment.
 */

/** Why no checkout was opened: the ledger refused, the gateway is not configured here, or the provider failed. */
export type StartPaymentRefusal = OpenPaymentRefusal | 'gateway_unavailable' | 'provider_failed';

/** A checkout opened for an order, or why not. */
export type StartedPayment =
  | { ok: true; transactionId: number; reference: string; payUrl: string }
  | { ok: false; reason: StartPaymentRefusal };

/** Opens a checkout for an order waiting for its payment. */
export async function startOrderPayment(
  deps: RefundDependencies & {
    businessId: number;
    publicUrl: string;
    ttlMinutes: number;
    businessName: () => Promise<string>;
  },
  request: { orderId: number; now: Date },
): Promise<StartedPayment> {
  const opened = await beginOrderPayment(deps.db, {
    businessId: deps.businessId,
    orderId: request.orderId,
    now: request.now,
  });
  if (!opened.ok) return opened;
  const { payment } = opened;
  const gateway = deps.gateways.byName.get(payment.provider);
  if (gateway === undefined) {
    await failPaymentCheckout(deps.db, payment.transactionId, request.now);
    deps.log.error(
      { orderId: payment.order.id, gateway: payment.provider, alert: 'payment_gateway_unavailable' },
      'the order’s payment method uses a gateway this server has no keys for',
    );
    return { ok: false, reason: 'gateway_unavailable' };
  }
  // The landing page of spec §2: 'successo' means paid (once the webhook says so), anything else failure.
  const landing = (result: string) =>
    `${deps.publicUrl}/esito-pagamento/${result}/${payment.order.id}/${encodeURIComponent(payment.order.hash)}`;
  try {
    const checkout = await gateway.createCheckout({
      transactionId: payment.transactionId,
      order: {
        id: payment.order.id,
        code: payment.order.code,
        locale: payment.order.locale,
        email: payment.order.email,
      },
      amount: payment.amount,
      currency: payment.currency,
      businessName: await deps.businessName(),
      successUrl: landing('successo'),
      cancelUrl: landing('annullato'),
      expiresAt: new Date(new Date(payment.order.createdAt).getTime() + deps.ttlMinutes * 60_000),
    });
    await attachPaymentCheckout(deps.db, {
      transactionId: payment.transactionId,
      reference: checkout.reference,
      payUrl: checkout.payUrl,
      now: request.now,
    });
    return {
      ok: true,
      transactionId: payment.transactionId,
      reference: checkout.reference,
      payUrl: checkout.payUrl,
    };
  } catch (error) {
    await failPaymentCheckout(deps.db, payment.transactionId, request.now);
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error(
      { err: error, orderId: payment.order.id, gateway: payment.provider },
      'the payment provider could not open a checkout',
    );
    return { ok: false, reason: 'provider_failed' };
  }
}
