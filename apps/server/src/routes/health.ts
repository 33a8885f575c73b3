import type { FastifyInstance } from 'fastify';
import { getBusinessKeys } from '@ordina/db';

/** GET /health: `{ status: 'ok' }` once the database answers a query; 503 otherwise. */
export default function healthRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.get('/health', async (request, reply) => {
    try {
      await getBusinessKeys(app.database.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  done();
}
