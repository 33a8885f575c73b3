import type { FastifyInstance } from 'fastify';
import securedUserRoutes from './user/index.ts';

/**
 * /api/secured: calls of a logged-in customer (spec §6, §7). Every route below
 * /api/secured/user/{id} runs `app.authenticate` first (see user/index.ts).
 */
export default function securedRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  void app.register(securedUserRoutes, { prefix: '/user/:id' });
  done();
}
