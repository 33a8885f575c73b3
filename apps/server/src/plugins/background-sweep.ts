import type { FastifyInstance } from 'fastify';

/** A job a server repeats on a timer: how often, and whether this process runs it at all. */
export interface BackgroundSweep {
  /** False in every worker of a cluster but the one that runs the background jobs (docs/decisions/020). */
  backgroundJobs?: boolean;
  intervalMs: number;
  /** One run; it reports its own failures (the next tick runs again). */
  run(): Promise<void>;
}

/**
 * Runs `sweep.run` every `intervalMs` once the app is ready, one run at a time (a slow run is not
 * overlapped by the next tick), and waits for a run in progress when the app closes.
 */
export function repeatWhileServing(app: FastifyInstance, sweep: BackgroundSweep): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', () => {
    if (sweep.backgroundJobs === false) return Promise.resolve();
    timer = setInterval(() => {
      running = running.then(() => sweep.run());
    }, sweep.intervalMs);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
