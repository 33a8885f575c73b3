import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Order } from '@ordina/contracts';
import { findOrderByHash, savePushSubscription, switchToOfflinePayment, verifyOrder } from '@ordina/db';
import type { OrderReadOptions } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { recordIdFromPath } from '../secured/user/record-id-param.ts';
import { receivedOrderMessages } from '../../../plugins/mailer/index.ts';
import { placeOrderRequest } from './place-order.ts';

/**
 * /api/order (spec §7; docs/decisions/015): a guest's order, its
 * verification by the e-mailed or texted code, the order page's detail, and
 * an unpaid online order switched to payment on delivery (issue 34 item 12),
 * and the browser subscribed to its status notifications (docs/decisions/069).
 * Every call but the last carries a bot-protection token (the detail's in its path).
 * Register with `{ prefix: '/order' }` inside the /api routes.
 */
function orderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  /** The order of a link (its id and access hash); a wrong hash is 404 like a missing order. */
  async function orderByHash(orderId: number, hash: string, options?: OrderReadOptions): Promise<Order> {
    const order = await findOrderByHash(app.database.db, app.businessId, orderId, hash, options);
    if (order === undefined) throw new ApiError(404, 'NOT_FOUND');
    return order;
  }

  // Limited per client address (orderRateLimit): each order takes a slot place for as long as it waits (docs/decisions/042).
  registerEndpoint(app, 'POST /api/order', { config: { rateLimit: app.orderRateLimit } }, (request) =>
    placeOrderRequest(
      app,
      request,
      { body: request.body, idempotencyKey: request.headers['idempotency-key'] },
      null,
    ),
  );

  // Limited per client address (orderVerifyRateLimit): a verification code must not be guessable at one proof of work each.
  registerEndpoint(
    app,
    'POST /api/order/verify',
    { config: { rateLimit: app.orderVerifyRateLimit } },
    async (request) => {
      await app.captcha.check(request, request.body.other?.recaptchaToken);
      const result = await verifyOrder(app.database.db, app.businessId, request.body.code, new Date(), {
        messages: await receivedOrderMessages(app),
      });
      if (result.status === 'verified') {
        for (const id of result.messageIds) app.mailer.deliver(id);
        return { data: { order: result.order, verifiedAlready: false } };
      }
      if (result.status === 'already_verified' && result.order !== undefined)
        return { data: { order: result.order, verifiedAlready: true } };
      // Unknown, expired, or an order that has left its verified state: nothing to confirm.
      throw new ApiError(404, 'WRONG_ORDER_VERIFICATION_CODE');
    },
  );

  registerEndpoint(app, 'GET /api/order/detail/:oid/:hash/:captcha', {}, async (request) => {
    const { oid, hash, captcha } = request.params;
    await app.captcha.check(request, captcha);
    return {
      data: await orderByHash(recordIdFromPath(oid), hash, { paymentTtlMinutes: app.payments.ttlMinutes }),
    };
  });

  // Limited like the code's check: each call may place an order for the business.
  registerEndpoint(
    app,
    'POST /api/order/:oid/:hash/payment-method',
    { config: { rateLimit: app.orderVerifyRateLimit } },
    async (request) => {
      await app.captcha.check(request, request.body.other?.recaptchaToken);
      const orderId = recordIdFromPath(request.params.oid);
      const { hash } = request.params;
      const result = await switchToOfflinePayment(app.database.db, app.businessId, {
        orderId,
        hash,
        paymentMethodCode: request.body.paymentTypeCode,
        now: new Date(),
        messages: await receivedOrderMessages(app),
      });
      if (result.status === 'not_found') throw new ApiError(404, 'NOT_FOUND');
      if (result.status === 'not_pending') throw new ApiError(409, 'ORDER_NOT_PENDING');
      if (result.status === 'wrong_method') throw new ApiError(400, 'WRONG_PAYMENT_METHOD');
      for (const id of result.messageIds) app.mailer.deliver(id);
      return { data: await orderByHash(orderId, hash) };
    },
  );

  // No bot-protection token: the hash is the key, and an order keeps a few subscriptions at most (the oldest go).
  // Limited like the other calls that write for an order's hash.
  registerEndpoint(
    app,
    'POST /api/order/:oid/:hash/push-subscription',
    { config: { rateLimit: app.orderVerifyRateLimit } },
    async (request) => {
      // Web Push is the business's choice (configuration.web_push): off, there is nothing to subscribe to.
      if (!(await app.push.enabled())) throw new ApiError(404, 'NOT_FOUND');
      const order = await orderByHash(recordIdFromPath(request.params.oid), request.params.hash);
      const { endpoint, keys } = request.body;
      if (!app.push.acceptsEndpoint(endpoint)) throw new ApiError(400, 'WRONG_PUSH_SUBSCRIPTION');
      await savePushSubscription(app.database.db, app.businessId, order.id, { endpoint, keys }, new Date());
      return { data: { done: true as const } };
    },
  );

  done();
}

export default fp(orderRoutes, {
  name: 'order-routes',
  dependencies: [
    'db',
    'storefront',
    'captcha',
    'mailer',
    'geocoding',
    'order-verification',
    'rate-limit',
    'payments',
    'push',
  ],
  encapsulate: true,
});
