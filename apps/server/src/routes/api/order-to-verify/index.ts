import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPendingOrder } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { recordIdFromPath } from '../secured/user/record-id-param.ts';

/**
 * GET /api/order-to-verify/detail/{otid}/{hash}/{captcha} (spec §7): the
 * status of a guest's pending order — 0 waiting for the code, 100 verified,
 * 101 expired (≥ 100: not verifiable; docs/decisions/007), and once verified
 * the order's page link, so the waiting page moves on to it. A wrong hash
 * reads like a missing pending order: 404 NOT_FOUND.
 */
function orderToVerifyRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/order-to-verify/detail/:otid/:hash/:captcha', {}, async (request) => {
    const { otid, hash, captcha } = request.params;
    await app.captcha.check(request, captcha);
    const pending = await findPendingOrder(
      app.database.db,
      app.businessId,
      recordIdFromPath(otid),
      hash,
      new Date(),
    );
    if (pending === undefined) throw new ApiError(404, 'NOT_FOUND');
    return {
      data: {
        status: pending.status,
        order: pending.order && { oid: pending.order.id, hash: pending.order.hash },
      },
    };
  });
  done();
}

export default fp(orderToVerifyRoutes, {
  name: 'order-to-verify-routes',
  dependencies: ['db', 'captcha'],
  encapsulate: true,
});
