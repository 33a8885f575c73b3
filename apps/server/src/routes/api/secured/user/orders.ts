import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderDetailResponseSchema, orderListParamsSchema, orderListResponseSchema } from '@ordina/contracts';
import { findUserOrder, listUserOrders } from '@ordina/db';
import { ApiError } from '../../../../errors.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import type { ZodTypeProvider } from '../../../../plugins/zod-schemas.ts';
import { recordIdFromPath } from './record-id-param.ts';
import { userIdParamsSchema } from './user-id-params.ts';

/**
 * The customer's past orders (spec §7): GET /orders/{limit}/{offset}, newest
 * first, limit 1..50 (else 400 GENERIC_ERROR), answering the offset of the
 * next page; GET /order/{orderId}, only the customer's own (else 404).
 */
export default function orderRoutes(parent: FastifyInstance, _options: unknown, done: () => void) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:limit/:offset',
    { schema: { params: userIdParamsSchema.extend(orderListParamsSchema.shape), response: { 200: orderListResponseSchema } } },
    async (request) => {
      const { session } = requireAccount(request);
      const { limit, offset } = request.params;
      const orders = await listUserOrders(app.database.db, session.businessId, session.userId, { limit, offset });
      return { data: { orders, offset: offset + orders.length } };
    },
  );

  app.get(
    '/order/:orderId',
    { schema: { params: userIdParamsSchema.extend({ orderId: z.string() }), response: { 200: orderDetailResponseSchema } } },
    async (request) => {
      const { session } = requireAccount(request);
      const order = await findUserOrder(app.database.db, session.businessId, session.userId, recordIdFromPath(request.params.orderId));
      if (order === undefined) throw new ApiError(404, 'NOT_FOUND');
      return { data: order };
    },
  );

  done();
}
