import type { ErrorCode } from '@ordina/contracts';
import { captchaChallenge } from '../api/captcha.ts';
import type { ApiResult } from '../after-hydration-shared/api-client.ts';

const noToken: { ok: false; status: number; errors: ErrorCode[] } = {
  ok: false,
  status: 0,
  errors: ['NO_RECAPTCHA_TOKEN'],
};

/**
 * The bot-protection token for a protected call's `recaptchaToken` (spec §7):
 * asks the server which protection it checks, then solves the ALTCHA
 * challenge or gets a reCAPTCHA v3 token for `action`. The solvers load only
 * when needed. A background call (no progress bar): the form shows its own busy state.
 * `signal` stops the proof of work (the form went away).
 */
export async function captchaToken(action: string, signal?: AbortSignal): Promise<ApiResult<string>> {
  const answer = await captchaChallenge();
  if (!answer.ok) return answer;
  const { provider, challenge, siteKey } = answer.data;
  let token: string | null = null;
  if (provider === 'altcha' && challenge) {
    const { altchaSolution } = await import('./altcha-solution.ts');
    token = await altchaSolution(challenge, signal);
  } else if (provider === 'recaptcha' && siteKey) {
    const { recaptchaToken } = await import('./recaptcha-token.ts');
    token = await recaptchaToken(siteKey, action);
  }
  return token ? { ok: true, data: token } : noToken;
}
