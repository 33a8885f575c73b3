import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import {
  bearer,
  useAccountTestApp,
  login,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';

const NOT_ACCEPTED = { data: { errors: ['NOT_ACCEPTED_PRIVACY_POLICY'] } };

/** A route like A2's (anagraphic…): behind `app.authenticate`, not exempt from the privacy gate. */
async function addProbeScope(app: FastifyInstance) {
  await app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', scope.authenticate);
      scope.get('/probe', (request) => Promise.resolve({ data: { id: requireAccount(request).user.id } }));
      done();
    },
    { prefix: '/probe-scope/user/:id' },
  );
}

describe.each(TEST_DIALECTS)(
  'privacy policy on %s',
  (dialect) => {
    const server = useAccountTestApp(dialect, {}, addProbeScope);

    const post = (path: string, token: string, payload?: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: path,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    /** The probe route behind the privacy-policy gate, as the customer `id` with `token`. */
    const probeAs = (id: number, token: string) =>
      server.app.inject({ method: 'GET', url: `/probe-scope/user/${id}/probe`, headers: bearer(token) });

    it('blocks a user who has not accepted from other secured routes (403) but lets token, logout and the privacy calls through', async () => {
      const id = await seedAccount(server.app, {
        email: 'undecided@example.com',
        privacyPolicyAccepted: false,
      });
      const session = await login(server.app, 'undecided@example.com');
      expect(session.privacy_policy_accepted).toBe(false);
      const probe = await probeAs(id, session.token);
      expect(probe.statusCode).toBe(403);
      expect(probe.json()).toEqual(NOT_ACCEPTED);
      expect((await post(`/api/secured/user/${id}/token`, session.token)).statusCode).toBe(200);

      const accepted = await post(`/api/secured/user/${id}/accept-privacy-policy`, session.token, {
        currentPage: '/area-personale/il-mio-account',
      });
      expect(accepted.statusCode).toBe(200);
      const renewed = accepted.json<{ data: { token: string; privacy_policy_accepted: boolean } }>().data;
      expect(renewed.privacy_policy_accepted).toBe(true);
      const allowed = await probeAs(id, renewed.token);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ data: { id } });
      // The gate reads the account, not the token: the old token (saying false) is let through too.
      expect((await probeAs(id, session.token)).statusCode).toBe(200);
      const user = await server.app.database.db
        .selectFrom('users')
        .select(['privacy_policy_accepted', 'privacy_policy_accepted_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(user.privacy_policy_accepted).toBe(1);
      expect(user.privacy_policy_accepted_at).not.toBeNull();
    });

    it('accepts without a body (currentPage is optional)', async () => {
      const id = await seedAccount(server.app, {
        email: 'nobody-body@example.com',
        privacyPolicyAccepted: false,
      });
      const session = await login(server.app, 'nobody-body@example.com');
      const response = await post(`/api/secured/user/${id}/accept-privacy-policy`, session.token);
      expect(response.body).toContain('"privacy_policy_accepted":true');
      expect(response.statusCode).toBe(200);
    });

    it('declining records the choice and ends the session', async () => {
      const id = await seedAccount(server.app, { email: 'decliner@example.com' });
      const session = await login(server.app, 'decliner@example.com');
      const response = await post(`/api/secured/user/${id}/not-accept-privacy-policy`, session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { done: true } });
      expect((await post(`/api/secured/user/${id}/token`, session.token)).statusCode).toBe(401);
      const user = await server.app.database.db
        .selectFrom('users')
        .select('privacy_policy_accepted')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(user.privacy_policy_accepted).toBe(0);
      // Logging in again is allowed, and the gate is closed until accepted.
      const again = await login(server.app, 'decliner@example.com');
      expect(again.privacy_policy_accepted).toBe(false);
      const probe = await probeAs(id, again.token);
      expect(probe.statusCode).toBe(403);
    });
  },
  30_000,
);
