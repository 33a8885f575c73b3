import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findOrderForMessages } from '@ordina/db';
import type { OrderForMessages } from '@ordina/db';
import { phoneNormalize } from '@ordina/domain';
import { orderActionMessages, orderMailSetting } from '../mailer/index.ts';
import {
  acceptOrder,
  cancelOrder,
  delayOrder,
  discountOrder,
  markOrderDelivered,
  markOrderReady,
  rejectOrder,
  type OrderActionDependencies,
  type OrderActionInput,
  type OrderActionOutcome,
} from './order-actions.ts';

/** The restaurant's actions on this server's business (`app.orderActions`, docs/decisions/044); each tells the customer and refunds what is due. */
export interface OrderActions {
  accept(
    input: OrderActionInput & Pick<Parameters<typeof acceptOrder>[1], 'ready'>,
  ): Promise<OrderActionOutcome>;
  /** Also the safety net's auto-reject: `reason: 'auto_rejected'`, `actor: { kind: 'system' }`. */
  reject(
    input: OrderActionInput & Pick<Parameters<typeof rejectOrder>[1], 'reason' | 'note'>,
  ): Promise<OrderActionOutcome>;
  ready(input: OrderActionInput): Promise<OrderActionOutcome>;
  delivered(input: OrderActionInput): Promise<OrderActionOutcome>;
  cancel(input: OrderActionInput): Promise<OrderActionOutcome>;
  delay(input: OrderActionInput & { minutes: number }): Promise<OrderActionOutcome>;
  discount(
    input: OrderActionInput & Pick<Parameters<typeof discountOrder>[1], 'mode' | 'value'>,
  ): Promise<OrderActionOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderActions: OrderActions;
  }
}

/** The customer's mobile in E.164 when an SMS may go to it (a mobile number and SMS credit left), else null. */
function smsRecipient(order: OrderForMessages, smsCredit: number): string | null {
  if (smsCredit <= 0) return null;
  const phone = phoneNormalize(order.customer.phone);
  return phone.valid && phone.mobile ? phone.e164 : null;
}

function orderActionsPlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  /** The dependencies of one action; `smsOffered` tells whether its messages included an SMS. */
  const deps = (sent: { smsOffered: boolean }): OrderActionDependencies => ({
    db: app.database.db,
    gateways: app.payments.gateways,
    log: app.log,
    businessId: app.businessId,
    async messagesFor(orderId) {
      const order = await findOrderForMessages(app.database.db, app.businessId, orderId);
      if (order === undefined) return undefined;
      const { context, smsCredit } = await orderMailSetting(app);
      const smsTo = smsRecipient(order, smsCredit);
      sent.smsOffered = smsTo !== null;
      return (change) => orderActionMessages(order, change, context, smsTo);
    },
    deliver: (id) => app.mailer.deliver(id),
  });
  /**
   * Runs an action; an SMS may have spent the last credit, so the storefront's has_sms_to_spend follows at once in
   * this process; the customer's subscribed browsers are told after the answer (docs/decisions/069).
   */
  async function withSms(
    action: (deps: OrderActionDependencies) => Promise<OrderActionOutcome>,
  ): Promise<OrderActionOutcome> {
    const sent = { smsOffered: false };
    const result = await action(deps(sent));
    if (result.ok && sent.smsOffered) app.storefronts.invalidate(app.businessKey);
    if (result.ok) app.push.orderChanged(result.change);
    return result;
  }
  app.decorate('orderActions', {
    accept: (input) => withSms((d) => acceptOrder(d, input)),
    reject: (input) => withSms((d) => rejectOrder(d, input)),
    ready: (input) => withSms((d) => markOrderReady(d, input)),
    delivered: (input) => withSms((d) => markOrderDelivered(d, input)),
    cancel: (input) => withSms((d) => cancelOrder(d, input)),
    delay: (input) => withSms((d) => delayOrder(d, input)),
    discount: (input) => withSms((d) => discountOrder(d, input)),
  } satisfies OrderActions);
  done();
}

/** `app.orderActions`: accept, reject, ready, delivered, cancel, delay, discount. */
export default fp(orderActionsPlugin, {
  name: 'order-actions',
  dependencies: ['db', 'storefront', 'mailer', 'payments', 'push'],
});
