import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';

/**
 * /api/push (docs/decisions/069): the VAPID public key the order page subscribes the browser with.
 * The subscription itself is an order's (POST /api/order/{oid}/{hash}/push-subscription).
 * Register with `{ prefix: '/push' }` inside the /api routes.
 */
function pushRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  // A business that has not turned Web Push on (configuration.web_push) has no key to give.
  registerEndpoint(app, 'GET /api/push/public-key', {}, async () => {
    if (!(await app.push.enabled())) throw new ApiError(404, 'NOT_FOUND');
    return { data: { publicKey: app.push.publicKey } };
  });
  done();
}

export default fp(pushRoutes, { name: 'push-routes', dependencies: ['push'], encapsulate: true });
