import type { FastifyInstance } from 'fastify';
import { revokeSession } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';

/** POST /token (renew: new token, same session) and POST /logout (revoke the session). */
export default function sessionRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const exempt = { config: { privacyPolicyExempt: true } };

  registerEndpoint(app, 'POST /api/secured/user/:id/token', exempt, async (request) => {
    const account = requireAccount(request);
    return { data: await app.auth.renewSession(account) };
  });

  registerEndpoint(app, 'POST /api/secured/user/:id/logout', exempt, async (request) => {
    const account = requireAccount(request);
    await revokeSession(app.database.db, account.session.businessId, account.session.id, new Date());
    return { data: { done: true as const } };
  });

  done();
}
