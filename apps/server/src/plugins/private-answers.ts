import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { urlCarriesSecret } from '../secret-urls.ts';

/** The Cache-Control of an answer no browser or proxy may keep. */
export const NO_STORE = 'no-store';

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Answers that carry a token or personal data are never stored, by the
 * browser's disk cache or a proxy: every /api answer (tokens, the user, saved
 * addresses, orders, typed addresses — and their refusals) unless its route
 * chose a policy of its own, and any answer at an address holding a secret
 * (the page of /cambia-password/<code>, whatever the page said).
 */
function privateAnswers(app: FastifyInstance, _options: unknown, done: () => void) {
  app.addHook('onSend', (request, reply, payload, next) => {
    if (urlCarriesSecret(request.url) || (isApi(request.url) && !reply.hasHeader('cache-control')))
      void reply.header('cache-control', NO_STORE);
    next(null, payload);
  });
  done();
}

export default fp(privateAnswers, { name: 'private-answers' });
