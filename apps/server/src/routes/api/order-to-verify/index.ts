import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPendingOrder, findResendState, resendOrderCode } from '@ordina/db';
import { ORDER_CONFIRMATION_RESEND_LIMITS } from '@ordina/domain';
import type { PendingOrderResponse } from '@ordina/contracts';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { orderMailSetting, orderVerificationMail } from '../../../plugins/mailer/index.ts';
import { recordIdFromPath } from '../secured/user/record-id-param.ts';

/**
 * GET /api/order-to-verify/detail/{otid}/{hash}/{captcha} (spec §7): the
 * status of a guest's pending order — 0 waiting for the code, 100 verified,
 * 101 expired (≥ 100: not verifiable; docs/decisions/007), when its time runs
 * out, the address an e-mailed code went to, and once verified the order's
 * page link, so the waiting page moves on to it. A wrong hash reads like a
 * missing pending order: 404 NOT_FOUND.
 *
 * POST …/{otid}/{hash}/resend (issue 34 item 13): the confirmation e-mail
 * again, through the outbox, to a corrected address when the body has one.
 * Limited per client address like the code's check (orderVerifyRateLimit) and
 * per pending order in the database (once a minute, three times).
 */
function orderToVerifyRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  async function pendingAnswer(otid: number, hash: string): Promise<PendingOrderResponse> {
    const pending = await findPendingOrder(app.database.db, app.businessId, otid, hash, new Date());
    if (pending === undefined) throw new ApiError(404, 'NOT_FOUND');
    const mail =
      pending.channel === 'email'
        ? await findResendState(app.database.db, app.businessId, otid, ORDER_CONFIRMATION_RESEND_LIMITS)
        : undefined;
    return {
      data: {
        status: pending.status,
        order: pending.order && { oid: pending.order.id, hash: pending.order.hash },
        expiresAt: pending.expiresAt,
        mail: mail ?? null,
      },
    };
  }

  registerEndpoint(app, 'GET /api/order-to-verify/detail/:otid/:hash/:captcha', {}, async (request) => {
    const { otid, hash, captcha } = request.params;
    await app.captcha.check(request, captcha);
    return pendingAnswer(recordIdFromPath(otid), hash);
  });

  registerEndpoint(
    app,
    'POST /api/order-to-verify/:otid/:hash/resend',
    { config: { rateLimit: app.orderVerifyRateLimit } },
    async (request) => {
      await app.captcha.check(request, request.body.other?.recaptchaToken);
      const otid = recordIdFromPath(request.params.otid);
      const { hash } = request.params;
      const { context } = await orderMailSetting(app);
      const result = await resendOrderCode(app.database.db, app.businessId, {
        pendingId: otid,
        hash,
        email: request.body.email ?? null,
        now: new Date(),
        limits: ORDER_CONFIRMATION_RESEND_LIMITS,
        pendingLimits: app.pendingOrderLimits,
        message: (order, code) =>
          orderVerificationMail(order, code, app.orderVerification.ttlMinutes, context),
      });
      if (result.status === 'not_found') throw new ApiError(404, 'NOT_FOUND');
      if (result.status === 'not_pending') throw new ApiError(409, 'ORDER_NOT_PENDING');
      if (result.status === 'too_soon' || result.status === 'limit')
        throw new ApiError(429, 'TOO_MANY_REQUESTS');
      if (result.status === 'too_many_pending') throw new ApiError(429, 'TOO_MANY_PENDING_ORDERS');
      if (result.status === 'coupon_exhausted') throw new ApiError(409, 'COUPON_EXHAUSTED');
      for (const id of result.messageIds) app.mailer.deliver(id);
      return pendingAnswer(otid, hash);
    },
  );
  done();
}

export default fp(orderToVerifyRoutes, {
  name: 'order-to-verify-routes',
  dependencies: ['db', 'captcha', 'storefront', 'mailer', 'order-verification', 'rate-limit'],
  encapsulate: true,
});
