import { describe, expect, it, vi } from 'vitest';
import { WorkerPool, type WorkerEnv, type WorkerHandle } from './worker-pool.ts';

class FakeWorker implements WorkerHandle {
  readonly signals: NodeJS.Signals[] = [];
  constructor(
    readonly id: number,
    readonly env: WorkerEnv,
  ) {}
  kill(signal: NodeJS.Signals): void {
    this.signals.push(signal);
  }
}

function pool(size: number, backgroundJobs = true) {
  const forked: FakeWorker[] = [];
  const onStartFailure = vi.fn();
  const log = { info: vi.fn(), error: vi.fn() };
  const workers = new WorkerPool({
    size,
    backgroundJobs,
    fork: (env) => {
      const worker = new FakeWorker(forked.length + 1, env);
      forked.push(worker);
      return worker;
    },
    log,
    onStartFailure,
  });
  workers.start();
  for (const worker of forked) workers.listening(worker);
  const jobRunners = () => workers.workers.filter((w) => (w as FakeWorker).env.BACKGROUND_JOBS === 'true');
  return { workers, forked, onStartFailure, log, jobRunners };
}

describe('WorkerPool', () => {
  it('starts as many workers as asked, exactly one of them with the background jobs', () => {
    const { forked, workers, jobRunners } = pool(4);
    expect(forked).toHaveLength(4);
    expect(jobRunners()).toEqual([forked[0]]);
    expect(workers.jobRunner).toBe(forked[0]);
  });

  it('gives the jobs to nobody when the server does not run them (BACKGROUND_JOBS=false)', () => {
    const { jobRunners, workers } = pool(3, false);
    expect(jobRunners()).toEqual([]);
    expect(workers.jobRunner).toBeUndefined();
  });

  it('replaces a worker that dies, and a job runner by a job runner: still exactly one', () => {
    const { workers, forked, jobRunners } = pool(2);
    const runner = forked[0]!;
    workers.exited(runner, null, 'SIGKILL');
    expect(forked).toHaveLength(3);
    expect(workers.workers).toEqual([forked[1], forked[2]]);
    expect(jobRunners()).toEqual([forked[2]]);

    workers.listening(forked[2]!);
    workers.exited(forked[1]!, 1, null);
    expect(forked).toHaveLength(4);
    expect(forked[3]!.env.BACKGROUND_JOBS).toBe('false');
    expect(jobRunners()).toEqual([forked[2]]);
  });

  it('gives up when a worker dies before it ever listened (it would die again)', () => {
    const { workers, forked, onStartFailure } = pool(2);
    workers.exited(forked[0]!, null, 'SIGKILL');
    const replacement = forked[2]!;
    workers.exited(replacement, 1, null);
    expect(onStartFailure).toHaveBeenCalledTimes(1);
    expect(forked).toHaveLength(3);
  });

  it('on stop, asks every worker to drain, replaces none, and resolves when the last has exited', async () => {
    const { workers, forked } = pool(2);
    let stopped = false;
    const stopping = workers.stop().then(() => (stopped = true));
    expect(forked.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    workers.exited(forked[0]!, 0, null);
    await Promise.resolve();
    expect(stopped).toBe(false);
    workers.exited(forked[1]!, 0, null);
    await stopping;
    expect(stopped).toBe(true);
    expect(forked).toHaveLength(2);
  });

  it('kills the workers left when a drain takes too long', () => {
    const { workers, forked } = pool(2);
    void workers.stop();
    workers.exited(forked[0]!, 0, null);
    workers.kill();
    expect(forked[1]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(forked[0]!.signals).toEqual(['SIGTERM']);
  });

  it('refuses a pool of no worker', () => {
    expect(
      () =>
        new WorkerPool({
          size: 0,
          backgroundJobs: true,
          fork: () => new FakeWorker(1, {}),
          log: { info() {}, error() {} },
          onStartFailure() {},
        }),
    ).toThrow(RangeError);
  });
});
