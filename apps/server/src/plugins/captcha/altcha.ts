import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge, CaptchaVerifier } from './captcha.ts';

/*
 * ALTCHA proof of work, self-hosted (no third party). The v1 challenge of
 * altcha-lib 2.x (`altcha-lib/v1`: SHA-256 over salt + a secret number up to
 * `maxnumber`, HMAC-signed) because that is the shape the shared contract
 * `captchaChallengeResponseSchema` and the browser solver use. A solution is
 * accepted once: used challenges are remembered until they expire.
 */

const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** Bounds memory under a flood of valid solutions; far above any real signup rate. */
const MAX_REMEMBERED = 100_000;

/** Options: the HMAC key, the difficulty, and a clock (tests). */
export interface AltchaOptions {
  hmacKey: string;
  maxNumber: number;
  now?: () => number;
}

function decodePayload(token: string): { challenge: string; salt: string } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { challenge, salt } = payload as Record<string, unknown>;
    return typeof challenge === 'string' && typeof salt === 'string' ? { challenge, salt } : undefined;
  } catch {
    return undefined;
  }
}

/** The ALTCHA verifier. */
export function altchaVerifier(options: AltchaOptions): CaptchaVerifier {
  const now = options.now ?? Date.now;
  /** challenge → when it expires (ms). */
  const used = new Map<string, number>();

  function forgetExpired(at: number): void {
    for (const [challenge, expires] of used) if (expires <= at) used.delete(challenge);
  }

  return {
    provider: 'altcha',
    async challenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        hmacKey: options.hmacKey,
        maxnumber: options.maxNumber,
        expires: new Date(now() + CHALLENGE_LIFETIME_MS),
      });
      return { provider: 'altcha', challenge, siteKey: null };
    },
    async verify(token) {
      const payload = decodePayload(token);
      if (payload === undefined) return false;
      const at = now();
      // createChallenge writes `?expires=<seconds>&` into the salt, which the signature covers.
      const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires')) * 1000;
      // Only challenges this server issued carry an expiry; one without is not ours.
      if (!Number.isFinite(expires) || expires <= 0 || expires <= at) return false;
      if (used.has(payload.challenge)) return false;
      if (!(await verifySolution(token, options.hmacKey, true))) return false;
      if (used.size >= MAX_REMEMBERED) forgetExpired(at);
      if (used.has(payload.challenge)) return false;
      used.set(payload.challenge, expires);
      return true;
    },
  };
}
