import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import { spendCaptchaSolution } from '@ordina/db';
import type { Database } from '@ordina/db';
import type { CaptchaChallenge, CaptchaVerifier } from './captcha.ts';

/*
 * ALTCHA proof of work, self-hosted (no third party). The v1 challenge of
 * altcha-lib 2.x (`altcha-lib/v1`: SHA-256 over salt + a secret number up to
 * `maxnumber`, HMAC-signed) because that is the shape the shared contract
 * `captchaChallengeResponseSchema` and the browser solver use. A solution is
 * accepted once: used challenges are recorded in the database until they
 * expire, so a replay is refused by every server sharing that database.
 */

const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** The only hash this server issues challenges with; a token naming another was not made by us. */
const ALGORITHM = 'SHA-256';

/** Options: the HMAC key, the difficulty, where spent solutions are recorded (database and business), and a clock (tests). */
export interface AltchaOptions {
  hmacKey: string;
  maxNumber: number;
  db: Kysely<Database>;
  businessId: number;
  now?: () => number;
}

/**
 * The parts of a token this server checks, or undefined when it is not the
 * shape of a solution to one of our challenges. The algorithm is pinned here:
 * altcha-lib hands the token's own `algorithm` to WebCrypto, which throws on
 * "MD5", "none", a number or an object — a forged token must be refused, not crash the request.
 */
function decodePayload(
  token: string,
): { challenge: string; number: number; salt: string; signature: string } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { algorithm, challenge, number, salt, signature } = payload as Record<string, unknown>;
    if (algorithm !== ALGORITHM || !Number.isSafeInteger(number) || (number as number) < 0) return undefined;
    if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
      return undefined;
    return { challenge, number: number as number, salt, signature };
  } catch {
    return undefined;
  }
}

/**
 * Whether the solution is right and the challenge ours: SHA-256(salt +
 * number) is the challenge, and the challenge carries our HMAC — what
 * altcha-lib's `verifySolution` checks, computed with node:crypto at once
 * instead of three WebCrypto jobs on the thread pool (importKey, digest,
 * sign), which cost a guest's order more than the whole check needs.
 */
function solutionSigned(
  payload: { challenge: string; number: number; salt: string; signature: string },
  hmacKey: string,
): boolean {
  const challenge = createHash('sha256')
    .update(payload.salt + String(payload.number))
    .digest('hex');
  const signature = createHmac('sha256', hmacKey).update(challenge).digest('hex');
  return hexEquals(challenge, payload.challenge) && hexEquals(signature, payload.signature);
}

/** Compares in constant time, so the comparison tells a forger nothing about how close they came. */
function hexEquals(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The ALTCHA verifier. */
export function altchaVerifier(options: AltchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;

  return {
    provider: 'altcha',
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        hmacKey: options.hmacKey,
        maxnumber: options.maxNumber,
        expires: new Date(now() + CHALLENGE_LIFETIME_MS),
      });
      return { provider: 'altcha', challenge, siteKey: null };
    },
    async verify(token, _remoteIp, owner) {
      const payload = decodePayload(token);
      if (payload === undefined) return false;
      const at = now();
      // createChallenge writes `?expires=<seconds>&` into the salt, which the signature covers.
      const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires')) * 1000;
      // Only challenges this server issued carry an expiry; one without is not ours.
      if (!Number.isFinite(expires) || expires <= 0 || expires <= at) return false;
      // Verified before it is recorded, so forged tokens never write a row.
      if (!solutionSigned(payload, options.hmacKey)) return false;
      // The signature covers the challenge, so one challenge is one solution; hashed to a fixed-size key.
      const solutionHash = createHash('sha256').update(payload.challenge).digest('hex');
      return spendCaptchaSolution(
        options.db,
        options.businessId,
        solutionHash,
        new Date(expires),
        new Date(at),
        owner,
      );
    },
  };
}
