import { describe, expect, it } from 'vitest';
import { endpoints, operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { useAccountTestApp } from '../../../plugins/auth/test/account-test-app.ts';
import { staffHeaders, staffSession } from '../../../test/staff-session.ts';
import { errorsOf } from '../../../test/refusal-codes.ts';

/*
 * Access before the body (docs/decisions/050): every staff route refuses a
 * caller without a session (401) and a write without the CSRF token (403)
 * before it reads the body, as the customers' secured routes do; only a
 * caller who may call it is told the body is malformed (400, the spec's
 * `data.errors`). The order does not depend on the engine: SQLite only.
 */

/** The staff calls made without a session. */
const PUBLIC = new Set<EndpointKey>(['POST /api/staff/login', 'POST /api/staff/set-password']);

const withBody = (Object.keys(endpoints) as EndpointKey[]).filter(
  (key) => operationRoute(key).path.startsWith('/api/staff/') && !PUBLIC.has(key) && 'body' in endpoints[key],
);

/** The route's URL with every path parameter `1`. */
const urlOf = (key: EndpointKey) => operationRoute(key).path.replace(/:\w+/g, '1');

describe("the order of a staff route's refusals", () => {
  const server = useAccountTestApp('sqlite');

  it('covers every staff route with a body (members, TOTP, orders, switches, print queue, screens)', () => {
    expect(withBody).toEqual(
      expect.arrayContaining([
        'POST /api/staff/totp/enable',
        'POST /api/staff/orders/:id/accept',
        'POST /api/staff/pause',
        'POST /api/staff/print-jobs',
        'PUT /api/staff/screens/:screenId',
      ]),
    );
  });

  it('answers a malformed body 401 without a session, 403 without the CSRF token, and 400 only to the owner who may call it', async () => {
    const owner = await staffSession(server.app, { role: 'owner' });
    const seen: [string, number, string[]][] = [];
    for (const key of withBody) {
      const { method } = operationRoute(key);
      const call = (headers: Record<string, string>) =>
        server.app.inject({
          method,
          url: urlOf(key),
          headers: { 'content-type': 'application/json', ...headers },
          payload: '[]',
        });
      const anonymous = await call({});
      const withoutCsrf = await call({ cookie: owner.cookie });
      const signedIn = await call(staffHeaders(owner));
      seen.push(
        [key, anonymous.statusCode, errorsOf(anonymous)],
        [key, withoutCsrf.statusCode, errorsOf(withoutCsrf)],
      );
      expect(signedIn.statusCode, key).toBe(400);
      expect(errorsOf(signedIn).length, key).toBeGreaterThan(0);
    }
    expect(seen).toEqual(
      withBody.flatMap((key) => [
        [key, 401, ['STAFF_UNAUTHORIZED']],
        [key, 403, ['CSRF_INVALID']],
      ]),
    );
  });

  it('answers a malformed query 401 without a session, 400 with one', async () => {
    const owner = await staffSession(server.app, { role: 'owner' });
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/staff/audit?limit=many' });
    expect([anonymous.statusCode, errorsOf(anonymous)]).toEqual([401, ['STAFF_UNAUTHORIZED']]);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/staff/audit?limit=many',
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("is the order of the customers' secured routes", async () => {
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: '/api/secured/user/1/anagraphic',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect([anonymous.statusCode, errorsOf(anonymous)]).toEqual([401, ['HTTP_UNAUTHORIZED']]);
  });
});
