import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireUnpaidOrders, listPaymentMethodGateways, listStalledRefunds } from '@ordina/db';
import type { PaymentEventOutcome } from '@ordina/db';
import type { PaymentSettings } from '../../config.ts';
import {
  createPaymentGateways,
  type GatewayEvent,
  type PaymentGatewayAdapter,
  type PaymentGateways,
} from '../../adapters/payments/index.ts';
import { latePaymentRefundMail, orderMailSetting, orderReceivedMessages } from '../mailer/index.ts';
import { applyGatewayEvent, type EventDependencies } from './apply-event.ts';
import {
  checkoutForNewOrder,
  checkoutForReplay,
  checkoutForRetry,
  type OrderCheckoutDependencies,
  type OrderRef,
} from './order-checkout.ts';
import { issueRefund, refundOrderPayment, type RefundDependencies, type RefundReport } from './refunds.ts';
import { sandboxCourier, type SandboxCourier } from './sandbox-courier.ts';
import { startOrderPayment, type StartedPayment } from './start-payment.ts';

/** What routes (and the order board, later) use for online payments (`app.payments`, docs/decisions/018). */
export interface Payments {
  /** The gateways this server runs: the sandbox always, Stripe and PayPal when configured. */
  gateways: PaymentGateways;
  /** Delivers the sandbox gateway's callbacks to our own webhook. */
  sandboxCourier: SandboxCourier;
  /** Minutes an online order waits for its payment before the sweep cancels it (PAYMENT_TTL_MINUTES). */
  ttlMinutes: number;
  /** Opens a checkout for an order waiting for its payment: the page to send the customer to. */
  startOrderPayment(orderId: number, now?: Date): Promise<StartedPayment>;
  /** The `redirectTo` of a just-placed online order: its new checkout's page, or the landing page's failure (order-checkout.ts). */
  checkoutForNewOrder(order: OrderRef, now?: Date): Promise<string>;
  /** The `redirectTo` of a replayed submit: the checkout still open or the retry link, never a second session; null once the order no longer waits. */
  checkoutForReplay(order: OrderRef): Promise<string | null>;
  /** Where the retry link goes: the open checkout, else a new one, else the order page; undefined for an unknown order or a wrong hash. */
  checkoutForRetry(orderId: number, hash: string, now?: Date): Promise<string | undefined>;
  /** Applies a verified event of `gateway` (captures an approved PayPal order, refunds money that came too late). */
  applyEvent(gateway: PaymentGatewayAdapter, event: GatewayEvent, now?: Date): Promise<PaymentEventOutcome>;
  /** Gives back, once, the money an order does not keep: all of a cancelled order's (the expiry race; the restaurant cancelling a paid order), a second payment of a paid one. */
  refundOrderPayment(orderId: number, now?: Date): Promise<RefundReport>;
  /** Cancels orders whose payment time ran out and asks again for refunds left pending; the sweep runs it every minute. */
  sweep(now?: Date): Promise<{ expired: number; refunds: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Options: the payment settings, the public origin (pay page, landing page) and how often the sweep runs (0: never, tests). */
export interface PaymentsPluginOptions {
  settings: PaymentSettings;
  publicUrl: string;
  sweepIntervalMs?: number;
  /** False in every worker of a cluster but the one that runs the background jobs (docs/decisions/020): no sweep here. */
  backgroundJobs?: boolean;
  /** A real deployment: the sandbox gateway is worth a warning there. */
  production: boolean;
}

// A refund still pending after this long lost its answer (a crash, an outage): ask again.
const REFUND_RETRY_AFTER_MS = 2 * 60_000;

function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions, done: (error?: Error) => void) {
  const gateways = createPaymentGateways({
    ...options.settings,
    publicUrl: options.publicUrl,
    sandboxSecret: app.auth.derivedKey('payment-sandbox'),
  });
  const deps = (): RefundDependencies & { businessId: number } => ({
    db: app.database.db,
    gateways,
    log: app.log,
    businessId: app.businessId,
  });
  const eventDeps = (): EventDependencies => ({
    ...deps(),
    async paymentMessages() {
      const { context, newOrderEmail } = await orderMailSetting(app);
      return {
        received: (order) => orderReceivedMessages(order, context, newOrderEmail),
        lateRefund: (order, amount) => [latePaymentRefundMail(order, amount, context)],
      };
    },
    deliverMessage: (id) => app.mailer.deliver(id),
  });
  const checkoutDeps = (): OrderCheckoutDependencies => ({
    db: app.database.db,
    businessId: app.businessId,
    publicUrl: options.publicUrl,
    log: app.log,
    startOrderPayment: (orderId, now) => payments.startOrderPayment(orderId, now),
  });
  const courier = sandboxCourier(app);
  let sweeping: Promise<unknown> = Promise.resolve();

  const payments: Payments = {
    gateways,
    sandboxCourier: courier,
    ttlMinutes: options.settings.ttlMinutes,
    startOrderPayment(orderId, now = new Date()) {
      return startOrderPayment(
        {
          ...deps(),
          publicUrl: options.publicUrl,
          ttlMinutes: options.settings.ttlMinutes,
          businessName: async () => (await app.storefronts.get(app.businessKey)).anagraphic.name,
        },
        { orderId, now },
      );
    },
    checkoutForNewOrder(order, now = new Date()) {
      return checkoutForNewOrder(checkoutDeps(), order, now);
    },
    checkoutForReplay(order) {
      return checkoutForReplay(checkoutDeps(), order);
    },
    checkoutForRetry(orderId, hash, now = new Date()) {
      return checkoutForRetry(checkoutDeps(), orderId, hash, now);
    },
    applyEvent(gateway, event, now = new Date()) {
      return applyGatewayEvent(eventDeps(), gateway, event, now);
    },
    refundOrderPayment(orderId, now = new Date()) {
      return refundOrderPayment(deps(), { businessId: app.businessId, orderId, now });
    },
    async sweep(now = new Date()) {
      const expired = await expireUnpaidOrders(app.database.db, {
        now,
        ttlMinutes: options.settings.ttlMinutes,
      });
      if (expired.length > 0)
        app.log.info(
          { orders: expired.map((o) => o.orderId) },
          'unpaid orders cancelled: their payment time ran out',
        );
      const stalled = await listStalledRefunds(
        app.database.db,
        new Date(now.getTime() - REFUND_RETRY_AFTER_MS),
      );
      for (const refund of stalled) await issueRefund(deps(), refund, now);
      return { expired: expired.length, refunds: stalled.length };
    },
  };
  app.decorate('payments', payments);

  app.addHook('onReady', async () => {
    // Said once at start, where whoever deploys reads it: a method its server cannot take money for.
    for (const method of await listPaymentMethodGateways(app.database.db, app.businessId)) {
      if (!gateways.byName.has(method.gateway))
        app.log.error(
          { method: method.code, gateway: method.gateway, alert: 'payment_gateway_unavailable' },
          'an online payment method uses a gateway without keys on this server: its orders cannot be paid',
        );
      else if (method.gateway === 'sandbox' && options.production)
        app.log.warn(
          { method: method.code },
          'an online payment method pays through the sandbox gateway: no money is taken',
        );
    }
  });

  const interval = options.sweepIntervalMs ?? 60_000;
  if (interval > 0 && options.backgroundJobs !== false) {
    const timer = setInterval(() => {
      sweeping = payments
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'));
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  }
  app.addHook('onClose', () => courier.close());
  done();
}

/** Online payments (`app.payments`): gateways, checkouts, webhook events, refunds and the unpaid-order sweep. */
export default fp(paymentsPlugin, { name: 'payments', dependencies: ['db', 'auth', 'storefront', 'mailer'] });
