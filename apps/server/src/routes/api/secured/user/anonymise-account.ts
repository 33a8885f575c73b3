import type { FastifyInstance } from 'fastify';
import { anonymiseAccount } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';

/**
 * POST /anonimize-data: deletes the account (spec §6). In one transaction the
 * personal data is blanked, addresses deleted, every session of the user
 * revoked (this token included) and the orders keep their amounts but lose
 * the personal fields (see `anonymiseAccount`). Open to a user who has not
 * accepted the privacy policy: declining must not stop anyone leaving.
 */
export default function anonymiseAccountRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/secured/user/:id/anonimize-data',
    { config: { privacyPolicyExempt: true } },
    async (request) => {
      const { session } = requireAccount(request);
      // False only when a simultaneous call deleted the account first: it is gone either way.
      await anonymiseAccount(app.database.db, session.businessId, session.userId, new Date());
      return { data: { done: true as const } };
    },
  );

  done();
}
