import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, login, seedAccount } from '../../../../../plugins/auth/test/account-test-app.ts';

/** A secured call to check: method, path for a user id, and a body that would otherwise be accepted. */
export interface SecuredCall {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: (userId: number) => string;
  payload?: Record<string, unknown>;
  /** Open to a user who has not accepted the privacy policy (anonimize-data). */
  privacyPolicyExempt?: boolean;
}

let accounts = 0;

/**
 * Checks the three doors of /api/secured/user/{id}/… on a call: no token →
 * 401 HTTP_UNAUTHORIZED, another user's {id} → 403 NO_TOKEN_USER_MISMATCH, a
 * user who has not accepted the privacy policy → 403
 * NOT_ACCEPTED_PRIVACY_POLICY (unless the call is exempt). Returns the ids it
 * used, so the caller can check that nothing of theirs changed.
 */
export async function expectSecuredGuards(
  app: FastifyInstance,
  call: SecuredCall,
): Promise<{ callerId: number; victimId: number }> {
  const n = ++accounts;
  const callerId = await seedAccount(app, { email: `guard-caller-${n}@example.com` });
  const victimId = await seedAccount(app, { email: `guard-victim-${n}@example.com` });
  const undecidedId = await seedAccount(app, {
    email: `guard-undecided-${n}@example.com`,
    privacyPolicyAccepted: false,
  });
  const send = (userId: number, token?: string) =>
    app.inject({
      method: call.method,
      url: call.path(userId),
      headers: token === undefined ? {} : bearer(token),
      ...(call.payload ? { payload: call.payload } : {}),
    });

  const anonymous = await send(callerId);
  expect(anonymous.statusCode, 'without a token').toBe(401);
  expect(anonymous.json()).toEqual({ data: { errors: ['HTTP_UNAUTHORIZED'] } });

  const caller = await login(app, `guard-caller-${n}@example.com`);
  const mismatch = await send(victimId, caller.token);
  expect(mismatch.statusCode, 'another user’s id').toBe(403);
  expect(mismatch.json()).toEqual({ data: { errors: ['NO_TOKEN_USER_MISMATCH'] } });

  const undecided = await login(app, `guard-undecided-${n}@example.com`);
  const gated = await send(undecidedId, undecided.token);
  if (call.privacyPolicyExempt === true) {
    expect(gated.statusCode, 'privacy policy not accepted, exempt call').not.toBe(403);
  } else {
    expect(gated.statusCode, 'privacy policy not accepted').toBe(403);
    expect(gated.json()).toEqual({ data: { errors: ['NOT_ACCEPTED_PRIVACY_POLICY'] } });
  }
  return { callerId, victimId };
}
