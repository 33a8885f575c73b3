import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary.ts';
import { serve } from './cluster/serve.ts';
import { applyRuntimeMode, ConfigError, loadConfig } from './config.ts';
import { startServerErrorReporting } from './error-reporting/server-reporter.ts';

// `npm start` / `npm run serve`: one process per WEB_CONCURRENCY worker
// (docs/decisions/020): the primary prepares the database and runs the
// workers; each worker — or the process itself with WEB_CONCURRENCY=1 — serves.

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
applyRuntimeMode(config);
// Error reports (docs/decisions/026): every process of the cluster starts its own, the primary
// included (its crashes are reported too); without SENTRY_DSN the SDK is never loaded.
const { serverDsn } = config.errorReporting;
const errorReporter =
  serverDsn === undefined
    ? undefined
    : await startServerErrorReporting({ ...config.errorReporting, serverDsn });
if (cluster.isWorker) await serve(config, cluster.worker?.id, errorReporter);
else if (config.workers > 1) await runPrimary(config);
else await serve(config, undefined, errorReporter);
