import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { ServerErrorReporter } from '../error-reporting/server-reporter.ts';

/*
 * One serving process: the whole server when WEB_CONCURRENCY=1, else one
 * worker of the cluster (node:cluster shares the port among the workers).
 * SIGINT/SIGTERM drain it: the server stops accepting, open requests finish,
 * then the database closes.
 */

/** How long a shutdown may wait for open requests before the process exits anyway (ms). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Builds the app, listens, and closes cleanly on SIGINT/SIGTERM; `worker` is the cluster worker's
 * id, written on every log line; `errorReporter` receives its server errors (docs/decisions/026).
 */
export async function serve(
  config: Config,
  worker?: number,
  errorReporter?: ServerErrorReporter,
): Promise<void> {
  const app = await buildApp(config, {
    ...(worker === undefined ? {} : { logBindings: { worker } }),
    errorReporter,
  }).catch((error: unknown) => {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });

  let closing = false;
  // `on`, not `once`: a worker may get the signal twice (from a process-group kill — Ctrl-C,
  // systemd — and again from its primary), and a second one without a handler would end it mid-drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      app.close().then(
        // Reports still under way leave before the process does (bounded: the grace timer above still runs).
        async () => {
          await errorReporter?.flush(2_000);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close();
    process.exit(1);
  }
}
