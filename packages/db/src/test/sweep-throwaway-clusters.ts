// Vitest globalSetup of the database and server suites, run in Vitest's own process: sweeps the throwaway
// PostgreSQL clusters of dead runs when the run starts, and when it ends or is interrupted, those its workers
// left — Vitest ends a worker with SIGTERM, then SIGKILL 500 ms later, which a stop may not finish in; and its
// own SIGINT/SIGTERM listeners end an interrupted run without this teardown.
import { onEndingSignal, sweepAbandonedClusters } from './throwaway-clusters.ts';

export default function setup(): () => void {
  sweepAbandonedClusters();
  const sweepThisRun = () => void sweepAbandonedClusters({ startedBy: process.pid });
  const stopWatching = onEndingSignal(sweepThisRun);
  return () => {
    stopWatching();
    sweepThisRun();
  };
}
