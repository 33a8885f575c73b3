import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operationalCounts } from '@ordina/db';
import { isLoopbackHost } from '../../loopback.ts';
import { metricsReader } from './cluster-metrics.ts';
import { createServerMetrics, type ServerMetrics } from './server-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures /metrics reports (request latency, webhook failures; the rest is read at scrape). */
    metrics: ServerMetrics;
  }
}

export interface MetricsOptions {
  /** Bearer token that opens /metrics from anywhere; without one, only loopback connections. */
  token: string | undefined;
  /** Behind a proxy every connection is the proxy's, loopback or not: then only the token opens /metrics. */
  trustProxy: false | string[];
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether this request may read the metrics. */
function mayRead(request: FastifyRequest, options: MetricsOptions): boolean {
  if (options.token !== undefined) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Compared as digests: equal lengths, and no timing that tells how much of the token was right.
    return timingSafeEqual(digest(given), digest(options.token));
  }
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return options.trustProxy === false && isLoopbackHost(peer);
}

/**
 * GET /metrics in Prometheus text format (issue 36), and the request latency of every route. A request
 * that may not read them gets the ordinary not-found answer: the endpoint is not advertised.
 */
function metrics(app: FastifyInstance, options: MetricsOptions, done: () => void) {
  const serverMetrics = createServerMetrics({
    counts: () => operationalCounts(app.database.db),
    boardStreams: () => app.boardLive.openStreams(),
  });
  const read = metricsReader(serverMetrics.registry);
  app.decorate('metrics', serverMetrics);
  app.addHook('onResponse', async (request, reply) => {
    serverMetrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, options)) return reply.callNotFound();
    const text = await read();
    return reply
      .header('content-type', serverMetrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
  done();
}

export default fp(metrics, { name: 'metrics', dependencies: ['db', 'board-live'] });
