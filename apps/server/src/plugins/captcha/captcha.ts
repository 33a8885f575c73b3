import type { CaptchaChallengeResponse } from '@ordina/contracts';

/** What GET /api/captcha/challenge answers (`data`). */
export type CaptchaChallenge = CaptchaChallengeResponse['data'];

/** A bot-protection service: hands out what the browser needs, then judges the token it sends back. */
export interface CaptchaVerifier {
  provider: 'altcha' | 'recaptcha';
  challenge(): Promise<CaptchaChallenge>;
  /**
   * True for a genuine, unused token; false for anything else. With an
   * `owner` (an order submit: its idempotency key and body), a token that
   * owner spent is accepted again, so the submit's retries may carry it.
   */
  verify(token: string, remoteIp: string | undefined, owner?: string): Promise<boolean>;
}
