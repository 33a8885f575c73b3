import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../../endpoints.ts';

/** GET /api/captcha/challenge: what the browser needs to produce a `recaptchaToken` (an ALTCHA challenge, or the reCAPTCHA site key). */
function captchaRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(app, 'GET /api/captcha/challenge', {}, async (_request, reply) => {
    // Every challenge is single use: never cached.
    void reply.header('cache-control', 'no-store');
    return { data: await app.captcha.verifier.challenge() };
  });
  done();
}

export default fp(captchaRoutes, { name: 'captcha-routes', dependencies: ['captcha'], encapsulate: true });
