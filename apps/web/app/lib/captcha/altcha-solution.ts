import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge } from '@ordina/contracts';

// altcha-lib's default search limit when a challenge names none.
const DEFAULT_MAX_NUMBER = 1_000_000;

/**
 * Solves the challenge with altcha-lib's solver (Web Crypto SHA hashes of
 * salt + n until one equals the challenge; awaiting each hash keeps the page
 * responsive) and returns the token the server's `verifySolution` reads:
 * base64 of the JSON `{ algorithm, challenge, number, salt, signature }`.
 * Null when no number up to `maxnumber` solves it.
 */
export async function altchaSolution(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
  );
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await promise;
  if (!solution) return null;
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
