import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { CaptchaUnavailableError } from './recaptcha.ts';

/** What routes use (`app.captcha`). */
export interface CaptchaService {
  verifier: CaptchaVerifier;
  /**
   * Refuses the request unless `token` passes: 400 NO_RECAPTCHA_TOKEN (none)
   * or WRONG_RECAPTCHA; 503 when the service is down. `owner` lets one order
   * submit's retries present its token again (CaptchaVerifier.verify).
   */
  check(
    request: FastifyRequest,
    token: string | undefined | null,
    options?: { owner?: string },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

function captchaPlugin(app: FastifyInstance, { verifier }: { verifier: CaptchaVerifier }, done: () => void) {
  app.decorate('captcha', {
    verifier,
    async check(request, token, options = {}) {
      if (token === undefined || token === null || token === '')
        throw new ApiError(400, 'NO_RECAPTCHA_TOKEN');
      let passed: boolean;
      try {
        passed = await verifier.verify(token, request.ip, options.owner);
      } catch (error) {
        if (!(error instanceof CaptchaUnavailableError)) throw error;
        request.log.warn({ err: error }, 'bot-protection service unavailable');
        throw new ApiError(503, 'GENERIC_ERROR');
      }
      if (!passed) throw new ApiError(400, 'WRONG_RECAPTCHA');
    },
  } satisfies CaptchaService);
  done();
}

/** Bot protection for register, recover, change-password and the guest's checkout calls (`app.captcha`). */
export default fp(captchaPlugin, { name: 'captcha' });
