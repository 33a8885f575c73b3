import { apiCall } from '../after-hydration-shared/api-client.ts';

/** GET /api/captcha/challenge: which bot protection the server checks and what solving it needs; a background call (the form shows its own busy state). */
export function captchaChallenge() {
  return apiCall('GET /api/captcha/challenge', { progress: false });
}
