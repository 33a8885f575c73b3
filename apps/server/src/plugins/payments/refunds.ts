import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { openOrderRefunds, settlePaymentRefund } from '@ordina/db';
import type { Database, OpenRefundsRefusal, RefundToIssue } from '@ordina/db';
import type { PaymentGateways } from '../../adapters/payments/index.ts';
import { PaymentProviderError } from '../../adapters/payments/index.ts';

/*
 * Giving money back (docs/decisions/018). One operation, refundOrderPayment,
 * serves every reason money must go back: a payment that arrived after the
 * order expired, or for an order another checkout had already paid (called
 * by the webhook), and the restaurant cancelling a paid order (the order
 * board will call it after changeOrderStatus). The ledger decides which
 * payments the order does not keep and opens one refund row for each, once;
 * the gateway is asked with that row's id as idempotency key, for the whole
 * payment; the row is settled with its answer. A provider that does not
 * answer leaves the row pending for the sweep.
 */

/** Where a refund stands after asking its provider. */
export type RefundState = 'refunded' | 'failed' | 'pending';

/** A refund asked for: its row, its amount and where it stands. */
export interface IssuedRefund {
  refundId: number;
  amount: number;
  state: RefundState;
}

/** What refundOrderPayment did: each refund of the order and its state, or why it could not. */
export type RefundReport = { ok: true; refunds: IssuedRefund[] } | { ok: false; reason: OpenRefundsRefusal };

/** What the refund operations need. */
export interface RefundDependencies {
  db: Kysely<Database>;
  gateways: PaymentGateways;
  log: FastifyBaseLogger;
}

/** Asks the provider for one opened refund and records its answer; never throws for the provider's sake. */
export async function issueRefund(
  deps: RefundDependencies,
  refund: RefundToIssue,
  now: Date,
): Promise<RefundState> {
  const gateway = deps.gateways.byName.get(refund.provider);
  const context = {
    refundId: refund.refundId,
    orderId: refund.orderId,
    provider: refund.provider,
    amount: refund.amount,
  };
  if (gateway === undefined) {
    deps.log.error(
      { ...context, alert: 'payment_refund_blocked' },
      'refund waiting: its gateway is not configured on this server',
    );
    return 'pending';
  }
  try {
    const { reference } = await gateway.refund({
      refundId: refund.refundId,
      paymentReference: refund.paymentReference,
      captureId: refund.captureId,
      ...(refund.partial ? { amount: { cents: refund.amount, currency: refund.currency } } : {}),
    });
    await settlePaymentRefund(deps.db, { refundId: refund.refundId, state: 'refunded', reference, now });
    deps.log.info({ ...context, reference }, 'payment refunded');
    return 'refunded';
  } catch (error) {
    if (error instanceof PaymentProviderError && !error.retryable) {
      await settlePaymentRefund(deps.db, {
        refundId: refund.refundId,
        state: 'failed',
        reference: null,
        now,
      });
      deps.log.error(
        { ...context, err: error, alert: 'payment_refund_refused' },
        'the provider refused a refund: give the money back by hand',
      );
      return 'failed';
    }
    deps.log.warn({ ...context, err: error }, 'refund not confirmed yet; the sweep asks again');
    return 'pending';
  }
}

/**
 * Refunds the money an order does not keep — all of a cancelled order's, a
 * received order's extra payments — and asks again for refunds still pending.
 * Refused while the order still waits for its payment. Safe to call again: a
 * refund is opened once per payment and the provider dedupes the retry.
 */
export async function refundOrderPayment(
  deps: RefundDependencies,
  request: { businessId: number; orderId: number; now: Date },
): Promise<RefundReport> {
  const opened = await openOrderRefunds(deps.db, request);
  if (!opened.ok) return opened;
  return { ok: true, refunds: await issueRefunds(deps, opened.refunds, request.now) };
}

/** Asks the providers for opened refunds one after another (issueRefund), reporting each one's state. */
export async function issueRefunds(
  deps: RefundDependencies,
  refunds: readonly RefundToIssue[],
  now: Date,
): Promise<IssuedRefund[]> {
  const issued: IssuedRefund[] = [];
  for (const refund of refunds)
    issued.push({
      refundId: refund.refundId,
      amount: refund.amount,
      state: await issueRefund(deps, refund, now),
    });
  return issued;
}
