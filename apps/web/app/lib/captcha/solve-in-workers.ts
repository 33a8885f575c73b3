import { solveChallengeWorkers } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@ordina/contracts';

/** A solved challenge: the number whose hash with the salt is the challenge. */
export interface AltchaNumber {
  number: number;
}

/** Why the workers gave no answer: aborted by the caller, or a worker that could not run (its script did not load). */
export class WorkerSolveFailed extends Error {
  constructor(readonly reason: 'aborted' | 'worker-error') {
    super(`ALTCHA workers: ${reason}`);
  }
}

// Leave one core to the page (typing, rendering), and more than four workers
// buy little for a challenge of 50 000 hashes while each costs a thread and its start-up.
const MAX_WORKERS = 4;

function workerCount(): number {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores - 1));
}

// One solve at a time: a page preparing two tokens (the checkout: order and
// coupon) would otherwise run two sets of workers and take the page's core too.
let running: Promise<unknown> = Promise.resolve();

/**
 * Solves the challenge off the main thread, one solve after the other (see
 * `running`), with altcha-lib's
 * `solveChallengeWorkers` (the number range split between workers; the first
 * to find it stops the others). altcha-lib offers no abort and no worker
 * error handling: an abort or a worker's `error` event terminates every worker
 * here and rejects with `WorkerSolveFailed` (the library's own promise is then
 * left pending and garbage collected with the terminated workers).
 */
export function solveInWorkers(
  challenge: AltchaChallenge,
  maxNumber: number,
  signal?: AbortSignal,
): Promise<AltchaNumber | null> {
  const turn = running.then(() => solveNow(challenge, maxNumber, signal));
  running = turn.catch(() => undefined);
  return turn;
}

function solveNow(
  challenge: AltchaChallenge,
  maxNumber: number,
  signal?: AbortSignal,
): Promise<AltchaNumber | null> {
  const workers: Worker[] = [];
  const stopAll = () => {
    for (const worker of workers) worker.terminate();
  };
  return new Promise<AltchaNumber | null>((resolve, reject) => {
    const fail = (reason: 'aborted' | 'worker-error') => {
      stopAll();
      reject(new WorkerSolveFailed(reason));
    };
    if (signal?.aborted) {
      fail('aborted');
      return;
    }
    signal?.addEventListener('abort', () => fail('aborted'), { once: true });
    const spawn = () => {
      const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), {
        type: 'module',
        name: 'altcha',
      });
      worker.addEventListener('error', () => fail('worker-error'));
      worker.addEventListener('messageerror', () => fail('worker-error'));
      workers.push(worker);
      return worker;
    };
    solveChallengeWorkers(
      spawn,
      workerCount(),
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      maxNumber,
    ).then(resolve, () => fail('worker-error'));
  });
}
