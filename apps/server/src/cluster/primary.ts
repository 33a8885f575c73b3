import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { pino } from 'pino';
import { openDatabase } from '@ordina/db';
import type { Config } from '../config.ts';
import { prepareDatabase } from '../plugins/db.ts';
import { answerClusterMetrics } from '../plugins/metrics/cluster-metrics.ts';
import { redactUrlsInText } from '../secret-urls.ts';
import { SHUTDOWN_GRACE_MS } from './serve.ts';
import { WorkerPool } from './worker-pool.ts';

/*
 * The primary process of `npm start` with WEB_CONCURRENCY > 1
 * (docs/decisions/020). It does the one-time work (migrations, the seed
 * business on an empty database) before any worker exists, so workers never
 * race for it; then it starts the workers and never serves itself. A worker
 * that dies is replaced; SIGINT/SIGTERM drain every worker, then it exits.
 */

/** Extra time the primary gives its workers over their own shutdown grace before killing them. */
const DRAIN_MARGIN_MS = 2_000;

export async function runPrimary(config: Config): Promise<void> {
  const log = pino({
    level: config.logLevel,
    base: { pid: process.pid, hostname: hostname(), process: 'primary' },
    // As the workers' log (app.ts): no line carries a URL's secret, whatever quotes it.
    hooks: { streamWrite: redactUrlsInText },
  });
  try {
    const database = openDatabase(config.databaseUrl);
    try {
      await prepareDatabase(database, config, log);
    } finally {
      await database.close();
    }
  } catch (error) {
    log.error({ err: error }, 'the database could not be prepared: the server cannot start');
    process.exit(1);
  }

  const pool = new WorkerPool({
    size: config.workers,
    backgroundJobs: config.backgroundJobs,
    // The worker runs this same entry point (cluster re-runs process.argv[1] with the same execArgv).
    fork: (env) => cluster.fork(env),
    log,
    onStartFailure: () => void stop(1),
  });
  cluster.on('listening', (worker: Worker) => pool.listening(worker));
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) =>
    pool.exited(worker, code, signal),
  );

  let stopping: Promise<void> | undefined;
  function stop(exitCode: number): Promise<void> {
    stopping ??= (async () => {
      const timer = setTimeout(() => {
        log.error('the workers took too long to drain; killing them');
        pool.kill();
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + DRAIN_MARGIN_MS);
      timer.unref();
      await pool.stop();
      log.info({ exitCode }, 'all workers stopped');
      process.exit(exitCode);
    })();
    return stopping;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`: a repeated signal must not end the primary (and with it its workers) mid-drain.
    process.on(signal, () => {
      if (stopping !== undefined) return;
      log.info({ signal, workers: pool.workers.map((w) => w.id) }, 'shutting down: draining the workers');
      void stop(0);
    });
  }

  answerClusterMetrics();
  pool.start();
  log.info({ workers: config.workers, backgroundJobs: pool.jobRunner?.id ?? 'none' }, 'workers started');
}
