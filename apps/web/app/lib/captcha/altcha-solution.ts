import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@ordina/contracts';
import { solveInWorkers, WorkerSolveFailed, type AltchaNumber } from './solve-in-workers.ts';

// altcha-lib's default search limit when a challenge names none.
const DEFAULT_MAX_NUMBER = 1_000_000;

/**
 * altcha-lib's solver on the page's own thread: up to `maxnumber` SHA hashes
 * that keep the main thread busy (simulated TBT in tens of seconds on the
 * checkout, decision 027). Only where there is no Web Worker (test DOMs) or a
 * worker could not start, so the customer can still send the form.
 */
async function solveOnMainThread(
  challenge: AltchaChallenge,
  maxNumber: number,
  signal?: AbortSignal,
): Promise<AltchaNumber | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    maxNumber,
  );
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return promise;
}

async function solve(
  challenge: AltchaChallenge,
  maxNumber: number,
  signal?: AbortSignal,
): Promise<AltchaNumber | null> {
  if (typeof Worker !== 'function') return solveOnMainThread(challenge, maxNumber, signal);
  try {
    return await solveInWorkers(challenge, maxNumber, signal);
  } catch (error) {
    if (error instanceof WorkerSolveFailed && error.reason === 'worker-error')
      return solveOnMainThread(challenge, maxNumber, signal);
    return null;
  }
}

/**
 * Solves the challenge (SHA hashes of salt + n until one equals the
 * challenge) in Web Workers, off the main thread, and returns the token the
 * server's `verifySolution` reads: base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature }`. Null when no number up
 * to `maxnumber` solves it or `signal` aborted the work.
 */
export async function altchaSolution(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const solution = await solve(challenge, challenge.maxnumber ?? DEFAULT_MAX_NUMBER, signal);
  if (!solution || signal?.aborted) return null;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  // Salt, hashes and signature are ASCII, so btoa's Latin-1 input is enough (the server decodes with atob).
  return btoa(JSON.stringify(payload));
}
