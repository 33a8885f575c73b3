import type { FastifyInstance } from 'fastify';
import { acceptPrivacyRequestSchema, doneResponseSchema, sessionResponseSchema } from '@ordina/contracts';
import { revokeSession, setUserPrivacyPolicyAccepted } from '@ordina/db';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import type { ZodTypeProvider } from '../../../../plugins/zod-schemas.ts';
import { userIdParamsSchema } from './user-id-params.ts';

/**
 * POST /accept-privacy-policy (renewed token saying accepted) and POST
 * /not-accept-privacy-policy (recorded, then the session ends: spec §4, the
 * client logs out). Both are open to a user who has not accepted yet.
 */
export default function privacyRoutes(parent: FastifyInstance, _options: unknown, done: () => void) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const exempt = { privacyPolicyExempt: true };

  app.post(
    '/accept-privacy-policy',
    { config: exempt, schema: { params: userIdParamsSchema, body: acceptPrivacyRequestSchema.nullish(), response: { 200: sessionResponseSchema } } },
    async (request) => {
      const { user, session } = requireAccount(request);
      const now = new Date();
      await setUserPrivacyPolicyAccepted(app.database.db, session.businessId, user.id, true, now);
      return { data: await app.auth.renewSession({ session, user: { ...user, privacy_policy_accepted: 1 } }, now) };
    },
  );

  app.post('/not-accept-privacy-policy', { config: exempt, schema: { params: userIdParamsSchema, response: { 200: doneResponseSchema } } }, async (request) => {
    const { user, session } = requireAccount(request);
    const now = new Date();
    await setUserPrivacyPolicyAccepted(app.database.db, session.businessId, user.id, false, now);
    await revokeSession(app.database.db, session.businessId, session.id, now);
    return { data: { done: true as const } };
  });

  done();
}
