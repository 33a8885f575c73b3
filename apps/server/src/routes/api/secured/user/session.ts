import type { FastifyInstance } from 'fastify';
import { doneResponseSchema, sessionResponseSchema } from '@ordina/contracts';
import { revokeSession } from '@ordina/db';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import type { ZodTypeProvider } from '../../../../plugins/zod-schemas.ts';
import { userIdParamsSchema } from './user-id-params.ts';

/** POST /token (renew: new token, same session) and POST /logout (revoke the session). */
export default function sessionRoutes(parent: FastifyInstance, _options: unknown, done: () => void) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const exempt = { privacyPolicyExempt: true };

  app.post('/token', { config: exempt, schema: { params: userIdParamsSchema, response: { 200: sessionResponseSchema } } }, async (request) => {
    const account = requireAccount(request);
    return { data: await app.auth.renewSession(account) };
  });

  app.post('/logout', { config: exempt, schema: { params: userIdParamsSchema, response: { 200: doneResponseSchema } } }, async (request) => {
    const account = requireAccount(request);
    await revokeSession(app.database.db, account.session.businessId, account.session.id, new Date());
    return { data: { done: true as const } };
  });

  done();
}
