import type { FastifyInstance } from 'fastify';
import { revokeSession, setUserPrivacyPolicyAccepted } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';

/**
 * POST /accept-privacy-policy (renewed token saying accepted) and POST
 * /not-accept-privacy-policy (recorded, then the session ends: spec §4, the
 * client logs out). Both are open to a user who has not accepted yet.
 */
export default function privacyRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const exempt = { config: { privacyPolicyExempt: true } };

  registerEndpoint(app, 'POST /api/secured/user/:id/accept-privacy-policy', exempt, async (request) => {
    const { user, session } = requireAccount(request);
    const now = new Date();
    await setUserPrivacyPolicyAccepted(app.database.db, session.businessId, user.id, true, now);
    return {
      data: await app.auth.renewSession({ session, user: { ...user, privacy_policy_accepted: 1 } }, now),
    };
  });

  registerEndpoint(app, 'POST /api/secured/user/:id/not-accept-privacy-policy', exempt, async (request) => {
    const { user, session } = requireAccount(request);
    const now = new Date();
    await setUserPrivacyPolicyAccepted(app.database.db, session.businessId, user.id, false, now);
    await revokeSession(app.database.db, session.businessId, session.id, now);
    return { data: { done: true as const } };
  });

  done();
}
