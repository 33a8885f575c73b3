import type { FastifyInstance } from 'fastify';
import { findUserOrder, listUserOrders } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { ApiError } from '../../../../errors.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import { recordIdFromPath } from './record-id-param.ts';

/**
 * The customer's past orders (spec §7): GET /orders/{limit}/{offset}, newest
 * first, limit 1..50 (else 400 GENERIC_ERROR), answering the offset of the
 * next page; GET /order/{orderId}, only the customer's own (else 404).
 */
export default function orderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/secured/user/:id/orders/:limit/:offset', {}, async (request) => {
    const { session } = requireAccount(request);
    const { limit, offset } = request.params;
    const orders = await listUserOrders(
      app.database.db,
      session.businessId,
      session.userId,
      { limit, offset },
      { paymentTtlMinutes: app.payments.ttlMinutes },
    );
    return { data: { orders, offset: offset + orders.length } };
  });

  registerEndpoint(app, 'GET /api/secured/user/:id/order/:orderId', {}, async (request) => {
    const { session } = requireAccount(request);
    const order = await findUserOrder(
      app.database.db,
      session.businessId,
      session.userId,
      recordIdFromPath(request.params.orderId),
      { paymentTtlMinutes: app.payments.ttlMinutes },
    );
    if (order === undefined) throw new ApiError(404, 'NOT_FOUND');
    return { data: order };
  });

  done();
}
