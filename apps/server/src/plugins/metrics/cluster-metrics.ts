import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/*
 * /metrics in a cluster (docs/decisions/020): any worker may take the scrape, but only the primary can add
 * every worker's figures up. The worker asks the primary over the cluster's IPC channel; the primary asks
 * every worker for its registry (prom-client's AggregatorRegistry) and answers the sum.
 */

const ASK = 'ordina:metrics-ask';
const ANSWER = 'ordina:metrics-answer';
const ANSWER_TIMEOUT_MS = 8_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** In the primary: answers the workers' requests for the cluster's metrics. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({
          type: ANSWER,
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Answer),
    );
  });
}

/**
 * The text a scrape answers: this process's registry alone, or, in a cluster's worker, the sum over the
 * workers (the worker also answers the primary's request for its own registry).
 */
export function metricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || process.send === undefined) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor adds the worker's listener that hands the registry to the primary.
  new AggregatorRegistry();
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer the metrics request'));
      }, ANSWER_TIMEOUT_MS);
      function onMessage(message: unknown) {
        if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? 'no metrics'));
      }
      process.on('message', onMessage);
      process.send!({ type: ASK, id } satisfies Ask);
    });
}
