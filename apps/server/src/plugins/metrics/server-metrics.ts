import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OperationalCounts } from '@ordina/db';

/*
 * What /metrics reports (issue 36 "Operating it"), in Prometheus text format through prom-client. Each
 * serving process has its own registry (a test builds many apps in one process); in a cluster the primary
 * adds the workers' registries up (cluster-metrics.ts). Figures read from the database are the same in
 * every worker, so they are taken from the first worker, not summed.
 */

/** The payment webhook's failures, by why (the reasons the webhook route tells apart). */
export type WebhookFailure = 'signature' | 'provider_unavailable' | 'provider_refused' | 'error';

export interface ServerMetrics {
  readonly registry: Registry;
  /** Records one answered request: its route pattern (never the raw URL: ids and hashes stay out). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  webhookFailed(provider: string, reason: WebhookFailure): void;
}

export interface ServerMetricsSources {
  /** The database's counts; a rejection makes `ordina_database_up` 0 and leaves their series out. */
  counts(): Promise<OperationalCounts>;
  /** The board's open event streams. */
  boardStreams(): number;
}

/** Request latency buckets (seconds): a page is a few ms, an order with a payment provider up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One scrape reads the database once for every gauge that needs it. */
const COUNTS_REUSE_MS = 1_000;

export function createServerMetrics(sources: ServerMetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  let counted: { at: number; counts: Promise<OperationalCounts | null> } | undefined;
  const counts = (): Promise<OperationalCounts | null> => {
    const now = Date.now();
    if (counted === undefined || now - counted.at > COUNTS_REUSE_MS)
      counted = { at: now, counts: sources.counts().catch(() => null) };
    return counted.counts;
  };

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: 'ordina_payment_webhook_failures_total',
    help: 'Payment provider webhooks not applied, by provider and reason',
    labelNames: ['provider', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'ordina_database_up',
    help: '1 when the database answered the last scrape, 0 when it did not',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.set((await counts()) === null ? 0 : 1);
    },
  });
  new Gauge({
    name: 'ordina_orders',
    help: 'Orders in the database by status',
    labelNames: ['status'],
    aggregator: 'first',
    registers: [registry],
    async collect() {
      const now = await counts();
      this.reset();
      for (const [status, n] of now?.ordersByStatus ?? []) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'ordina_outbox_messages',
    help: 'E-mails and SMS waiting to be sent (pending) or given up on (failed)',
    labelNames: ['status'],
    aggregator: 'first',
    registers: [registry],
    async collect() {
      const now = await counts();
      this.reset();
      if (now === null) return;
      this.set({ status: 'pending' }, now.outbox.pending);
      this.set({ status: 'failed' }, now.outbox.failed);
    },
  });
  new Gauge({
    name: 'ordina_sse_clients',
    help: 'Open Server-Sent Events streams, by stream (board: the order boards connected)',
    labelNames: ['stream'],
    registers: [registry],
    collect() {
      this.set({ stream: 'board' }, sources.boardStreams());
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    webhookFailed(provider, reason) {
      webhookFailures.inc({ provider, reason });
    },
  };
}
