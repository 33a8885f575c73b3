import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../endpoints.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import { placeOrderRequest } from '../../order/place-order.ts';

/**
 * POST /api/secured/user/{id}/order (spec §7): the logged-in customer's
 * order — the same placement as a guest's (../../order/place-order.ts), with
 * the e-mail of the account (never the payload's), no verification and no
 * bot protection (the token stands for both), and a new address saved to the
 * customer's addresses with the order. {id} is the token's user (the secured
 * scope answers 403 NO_TOKEN_USER_MISMATCH otherwise).
 */
export default function placeOrderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'POST /api/secured/user/:id/order', {}, (request) => {
    const { user } = requireAccount(request);
    return placeOrderRequest(
      app,
      request,
      { body: request.body, idempotencyKey: request.headers['idempotency-key'] },
      { userId: user.id, email: user.email },
    );
  });
  done();
}
