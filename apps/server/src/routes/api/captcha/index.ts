import type { FastifyInstance } from 'fastify';
import { captchaChallengeResponseSchema } from '@ordina/contracts';
import type { ZodTypeProvider } from '../../../plugins/zod-schemas.ts';

/** GET /api/captcha/challenge: what the browser needs to produce a `recaptchaToken` (an ALTCHA challenge, or the reCAPTCHA site key). */
export default function captchaRoutes(parent: FastifyInstance, _options: unknown, done: () => void) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get('/challenge', { schema: { response: { 200: captchaChallengeResponseSchema } } }, async (_request, reply) => {
    // Every challenge is single use: never cached.
    void reply.header('cache-control', 'no-store');
    return { data: await app.captcha.verifier.challenge() };
  });
  done();
}
