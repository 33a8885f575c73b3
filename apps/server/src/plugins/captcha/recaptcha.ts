import { z } from 'zod';
import type { CaptchaChallenge, CaptchaVerifier } from './captcha.ts';

/** Options: the server secret, the public site key, the verify endpoint and a timeout. */
export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  verifyUrl: string;
  timeoutMs?: number;
}

/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); Google's suggested threshold. */
const MIN_SCORE = 0.5;

const answerSchema = z.object({ success: z.boolean(), score: z.number().optional() });

/** Raised when Google's verify service cannot be asked: our outage, not the customer's mistake. */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

/** Google reCAPTCHA v3: the browser gets a token with `siteKey`, the server asks `verifyUrl` (siteverify) about it. */
export function recaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    challenge(): Promise<CaptchaChallenge> {
      return Promise.resolve({ provider: 'recaptcha', challenge: null, siteKey: options.siteKey });
    },
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp !== undefined) form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new CaptchaUnavailableError(`reCAPTCHA verify answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        if (error instanceof CaptchaUnavailableError) throw error;
        throw new CaptchaUnavailableError('reCAPTCHA verify could not be reached', { cause: error });
      }
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success)
        throw new CaptchaUnavailableError('reCAPTCHA verify answered something unexpected');
      return parsed.data.success && (parsed.data.score ?? 0) >= MIN_SCORE;
    },
  };
}
