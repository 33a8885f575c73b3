import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { findPaymentCheckout, type PaymentCheckoutRecord } from '@ordina/db';
import type { SandboxCallbackDelivery, SandboxOutcome } from '../../adapters/payments/index.ts';
import { sandboxPayPage, type SandboxPayView } from './sandbox-pay-page.ts';

/*
 * /sandbox-pay/{reference}: the built-in sandbox gateway's hosted checkout
 * (docs/decisions/018). GET shows the payment; POST with `outcome`:
 * - `paid`: the sandbox "takes" the money and sends its signed callback to
 *   our webhook, then the customer goes to the landing page, 'successo';
 * - `failed`: a declined payment, its callback, then the landing page 'fallito';
 * - `canceled`: back to the landing page 'annullato', no callback — like a
 *   provider's cancel link, the checkout stays open for a retry.
 * Test controls (query string of the GET, carried by the form; bounded):
 * `copies` delivers the callback up to 5 times, `delay` (ms, ≤ 30 000)
 * delivers it late — after the customer reaches the landing page — and `also`
 * (failed | expired) sends that older event after it, out of order.
 */

const OUTCOMES = ['paid', 'failed', 'canceled'] as const;
const MAX_COPIES = 5;
const MAX_DELAY_MS = 30_000;
const FORM_BODY_LIMIT_BYTES = 4096;

type Form = Record<string, string>;

function sandboxPayRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The sandbox payment of a reference, if this server's business has it. */
  async function paymentOf(reference: string): Promise<PaymentCheckoutRecord | undefined> {
    const payment = await findPaymentCheckout(app.database.db, 'sandbox', reference);
    return payment?.businessId === app.businessId ? payment : undefined;
  }

  async function business() {
    const storefront = await app.storefronts.get(app.businessKey);
    return { name: storefront.anagraphic.name, locale: storefront.languages[0] ?? 'it' };
  }

  function page(reply: FastifyReply, status: number, view: SandboxPayView) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(sandboxPayPage(view, reply.request.cspNonce));
  }

  app.get<{ Params: { reference: string }; Querystring: Form }>(
    '/sandbox-pay/:reference',
    async (request, reply) => {
      const payment = await paymentOf(request.params.reference);
      const { name, locale } = await business();
      if (payment === undefined) return page(reply, 404, { kind: 'not_found', locale });
      if (payment.status === 'paid')
        return page(reply, 200, {
          kind: 'already_paid',
          locale: payment.order.locale,
          business: name,
          back: landing(payment, 'successo'),
        });
      return page(reply, 200, {
        kind: 'checkout',
        locale: payment.order.locale,
        business: name,
        orderCode: payment.order.code,
        amount: payment.amount,
        action: `/sandbox-pay/${encodeURIComponent(payment.reference)}`,
        controls: testControls(request.query),
      });
    },
  );

  app.post<{ Params: { reference: string }; Body: Form | undefined }>(
    '/sandbox-pay/:reference',
    async (request, reply) => {
      const payment = await paymentOf(request.params.reference);
      const form = request.body ?? {};
      const outcome = OUTCOMES.find((o) => o === form.outcome);
      if (payment === undefined || outcome === undefined)
        return page(reply, payment === undefined ? 404 : 400, {
          kind: 'not_found',
          locale: (await business()).locale,
        });
      if (outcome === 'canceled') return reply.redirect(landing(payment, 'annullato'), 303);
      if (payment.status === 'paid') return reply.redirect(landing(payment, 'successo'), 303);

      const sandbox = app.payments.gateways.sandbox;
      const controls = testControls(form);
      const about = {
        reference: payment.reference,
        transactionId: payment.transactionId,
        amount: payment.amount,
        currency: payment.currency,
      };
      const now = new Date();
      const callback = sandbox.callback(outcome, about, { now });
      // The same delivery again is a duplicate (same event id), as a provider's retry.
      const callbacks: SandboxCallbackDelivery[] = Array.from(
        { length: Number(controls.copies ?? 1) },
        () => callback,
      );
      const older = controls.also as SandboxOutcome | undefined;
      if (older !== undefined)
        callbacks.push(sandbox.callback(older, about, { now: new Date(now.getTime() - 1000) }));
      await app.payments.sandboxCourier.deliver(callbacks, { delayMs: Number(controls.delay ?? 0) });
      return reply.redirect(landing(payment, outcome === 'paid' ? 'successo' : 'fallito'), 303);
    },
  );

  done();
}

/** The payment landing page of the order (spec §2): 'successo' means paid, anything else failure. */
function landing(payment: PaymentCheckoutRecord, result: string): string {
  return `/esito-pagamento/${result}/${payment.order.id}/${encodeURIComponent(payment.order.hash)}`;
}

/** The test controls of a query or form, checked and bounded; anything else is dropped. */
function testControls(input: Form): Record<string, string> {
  const controls: Record<string, string> = {};
  const copies = Number(input.copies);
  if (Number.isInteger(copies) && copies >= 1 && copies <= MAX_COPIES) controls.copies = String(copies);
  const delay = Number(input.delay);
  if (Number.isInteger(delay) && delay > 0 && delay <= MAX_DELAY_MS) controls.delay = String(delay);
  if (input.also === 'failed' || input.also === 'expired') controls.also = input.also;
  return controls;
}

export default fp(sandboxPayRoutes, {
  name: 'sandbox-pay-routes',
  dependencies: ['payments', 'storefront'],
  encapsulate: true,
});
