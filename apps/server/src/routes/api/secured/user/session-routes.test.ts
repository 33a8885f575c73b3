import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  useAccountTestApp,
  login,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';

const UNAUTHORIZED = { data: { errors: ['HTTP_UNAUTHORIZED'] } };

describe.each(TEST_DIALECTS)('secured session routes on %s', (dialect) => {
  const server = useAccountTestApp(dialect, { AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789' });
  let userId: number;
  let otherId: number;

  beforeAll(async () => {
    userId = await seedAccount(server.app, { email: 'marco@example.com' });
    otherId = await seedAccount(server.app, { email: 'other@example.com' });
  });

  const post = (path: string, token?: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: path,
      headers: token === undefined ? {} : bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('renews the token: a new token with a later expiry for the same session, the old one still valid', async () => {
    const first = await login(server.app, 'marco@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await post(`/api/secured/user/${userId}/token`, first.token);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<{
      data: { token: string; exp: number; iat: number; rat: number; id: number };
    }>().data;
    expect(renewed.id).toBe(userId);
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.exp).toBeGreaterThan(first.exp);
    expect(renewed.rat).toBe(renewed.exp - 1800);
    // Same session: logging out with the new token ends the old one too.
    expect((await post(`/api/secured/user/${userId}/token`, first.token)).statusCode).toBe(200);
    expect((await post(`/api/secured/user/${userId}/logout`, renewed.token)).statusCode).toBe(200);
    expect((await post(`/api/secured/user/${userId}/token`, first.token)).statusCode).toBe(401);
  });

  it('logs out: done, then that token is refused with 401 while another session of the user lives on', async () => {
    const a = await login(server.app, 'marco@example.com');
    const b = await login(server.app, 'marco@example.com');
    const response = await post(`/api/secured/user/${userId}/logout`, a.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { done: true } });
    const after = await post(`/api/secured/user/${userId}/token`, a.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
    expect((await post(`/api/secured/user/${userId}/token`, b.token)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed, forged or expired token with 401 HTTP_UNAUTHORIZED', async () => {
    const genuine = await login(server.app, 'marco@example.com');
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...genuine, sub: String(userId), sid: 'whatever' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const expired = await new SignJWT({ ...claims, iat: now - 100, exp: now - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-test-secret-that-is-long-enough-0123456789'));
    for (const token of [undefined, 'garbage', `${genuine.token}x`, forged, expired]) {
      const response = await post(`/api/secured/user/${userId}/token`, token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    const basic = await server.app.inject({
      method: 'POST',
      url: `/api/secured/user/${userId}/token`,
      headers: { authorization: `Basic ${genuine.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a token whose session row is expired even though the token is not', async () => {
    const session = await login(server.app, 'marco@example.com');
    await server.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await post(`/api/secured/user/${userId}/token`, session.token)).statusCode).toBe(401);
  });

  it('refuses another user’s id with 403 NO_TOKEN_USER_MISMATCH', async () => {
    const session = await login(server.app, 'marco@example.com');
    for (const path of [
      `/api/secured/user/${otherId}/token`,
      `/api/secured/user/${otherId}/logout`,
      `/api/secured/user/abc/token`,
    ]) {
      const response = await post(path, session.token);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ data: { errors: ['NO_TOKEN_USER_MISMATCH'] } });
    }
    // The mismatched logout did not end the caller's session.
    expect((await post(`/api/secured/user/${userId}/token`, session.token)).statusCode).toBe(200);
  });

  it('refuses a deleted user’s token with 401', async () => {
    const id = await seedAccount(server.app, { email: 'soon-gone@example.com' });
    const session = await login(server.app, 'soon-gone@example.com');
    await server.app.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await post(`/api/secured/user/${id}/token`, session.token)).statusCode).toBe(401);
  });
});
