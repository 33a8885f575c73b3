import type { CaptchaChallengeResponse } from '@ordina/contracts';
import {
  altchaChallengeOf,
  solvedAltchaToken,
} from '../../apps/server/src/plugins/captcha/test/solved-altcha.ts';

/**
 * Bot-protection tokens for the bench's guest orders, solved before the run
 * so solving costs nothing during it. The server runs with the test
 * difficulty (ALTCHA_MAX_NUMBER=1000, as the server tests do): the orders
 * still pass the real check — signature, expiry, and one use each, recorded in
 * the database — which is part of what an order costs.
 */
export async function solveCaptchaTokens(baseURL: string, count: number, concurrency = 8): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < count) {
      next += 1;
      const response = await fetch(`${baseURL}/api/captcha/challenge`);
      tokens.push(
        await solvedAltchaToken(altchaChallengeOf((await response.json()) as CaptchaChallengeResponse)),
      );
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}
