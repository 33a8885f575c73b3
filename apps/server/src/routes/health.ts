import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getBusinessKeys } from '@ordina/db';

/*
 * Health checks for a process manager or a load balancer (issue 36):
 * - GET /health/live: the process answers (a liveness probe: restart it when this fails). It does not
 *   touch the database, so an unreachable database does not get every server restarted in a loop.
 * - GET /health/ready: the database answers a query (a readiness probe: send no traffic while 503).
 * - GET /health: as ready, with the short answer the e2e runner and the benchmarks wait for.
 */

async function databaseAnswers(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  try {
    await getBusinessKeys(app.database.db);
    return true;
  } catch (error) {
    request.log.error({ err: error }, 'health check: database unreachable');
    return false;
  }
}

export default function healthRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.get('/health', async (request, reply) =>
    (await databaseAnswers(app, request)) ? { status: 'ok' } : unavailable(reply),
  );
  app.get('/health/live', () => ({ status: 'ok' }));
  app.get('/health/ready', async (request, reply) =>
    (await databaseAnswers(app, request))
      ? { status: 'ready', database: 'ok' }
      : reply.status(503).send({ status: 'unavailable', database: 'unreachable' }),
  );
  done();
}

function unavailable(reply: FastifyReply) {
  return reply.status(503).send({ status: 'unavailable' });
}
