/*
 * The workers of `npm start` as the primary process sees them
 * (docs/decisions/020): it starts `size` of them, replaces one that dies, gives
 * the background jobs to exactly one (and to its replacement), and on stop
 * asks every worker to drain and waits for all of them. No node:cluster here,
 * so the rules are tested with fake workers; primary.ts plugs in the real ones.
 */

/** A started worker: its id (as in its log lines) and how to signal it. */
export interface WorkerHandle {
  readonly id: number;
  kill(signal: NodeJS.Signals): void;
}

/** What a worker is told at start, as environment variables (read by config.ts). */
export type WorkerEnv = Record<string, string>;

export interface PoolLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface WorkerPoolOptions {
  size: number;
  /** Whether this server runs the background jobs at all (BACKGROUND_JOBS): if so, one worker does. */
  backgroundJobs: boolean;
  fork(env: WorkerEnv): WorkerHandle;
  log: PoolLog;
  /** A worker died before it ever listened: the server cannot start (a taken port, a broken build); the pool stops. */
  onStartFailure(): void;
}

interface Slot {
  runsJobs: boolean;
  listening: boolean;
}

export class WorkerPool {
  readonly #options: WorkerPoolOptions;
  readonly #live = new Map<WorkerHandle, Slot>();
  #stopping = false;
  #drained: (() => void) | undefined;

  constructor(options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new RangeError(`a pool needs at least one worker, not ${options.size}`);
    this.#options = options;
  }

  /** Starts the workers; the first runs the background jobs (if this server runs them). */
  start(): void {
    for (let i = 0; i < this.#options.size; i += 1) this.#fork(i === 0 && this.#options.backgroundJobs);
  }

  /** The worker that runs the background jobs now, if any. */
  get jobRunner(): WorkerHandle | undefined {
    for (const [worker, slot] of this.#live) if (slot.runsJobs) return worker;
    return undefined;
  }

  /** The workers alive now. */
  get workers(): WorkerHandle[] {
    return [...this.#live.keys()];
  }

  /** A worker accepts connections: from now on, if it dies, it is replaced. */
  listening(worker: WorkerHandle): void {
    const slot = this.#live.get(worker);
    if (slot) slot.listening = true;
  }

  /** A worker exited: replaced (with its jobs, if it had them) unless the pool is stopping or it never started. */
  exited(worker: WorkerHandle, code: number | null, signal: string | null): void {
    const slot = this.#live.get(worker);
    if (slot === undefined) return;
    this.#live.delete(worker);
    if (this.#stopping) {
      this.#options.log.info({ worker: worker.id, code, signal }, 'worker stopped');
      if (this.#live.size === 0) this.#drained?.();
      return;
    }
    if (!slot.listening) {
      this.#options.log.error(
        { worker: worker.id, code, signal },
        'a worker died before it could serve: the server cannot start',
      );
      this.#options.onStartFailure();
      return;
    }
    const replacement = this.#fork(slot.runsJobs);
    this.#options.log.error(
      { worker: worker.id, code, signal, replacement: replacement.id, backgroundJobs: slot.runsJobs },
      'worker died; started another',
    );
  }

  /** Asks every worker to drain (SIGTERM: each closes its server, then its database) and resolves when all have exited. */
  stop(): Promise<void> {
    this.#stopping = true;
    const drained =
      this.#live.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (this.#drained = resolve));
    for (const worker of this.#live.keys()) worker.kill('SIGTERM');
    return drained;
  }

  /** Ends the workers still alive at once (the drain took too long). */
  kill(): void {
    for (const worker of this.#live.keys()) worker.kill('SIGKILL');
  }

  #fork(runsJobs: boolean): WorkerHandle {
    const worker = this.#options.fork({ BACKGROUND_JOBS: runsJobs ? 'true' : 'false' });
    this.#live.set(worker, { runsJobs, listening: false });
    return worker;
  }
}
