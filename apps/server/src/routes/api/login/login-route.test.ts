import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  useAccountTestApp,
  GOOD_PASSWORD,
  seedAccount,
} from '../../../plugins/auth/test/account-test-app.ts';

describe.each(TEST_DIALECTS)('POST /api/login_check on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let userId: number;

  beforeAll(async () => {
    userId = await seedAccount(server.app, { email: 'giulia@example.com' });
    await seedAccount(server.app, { email: 'pending@example.com', confirmed: false });
  });

  const loginWith = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/login_check', payload });

  it('logs in with the right password (e-mail in any case) and answers the spec user with a 24 h token', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await loginWith({ username: ' GIULIA@example.com ', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: Record<string, unknown> & { iat: number; exp: number; rat: number; token: string };
    }>();
    expect(data).toMatchObject({
      id: userId,
      email: 'giulia@example.com',
      name: 'Giulia',
      lastname: 'Verdi',
      phone: '+39 333 1112222',
      privacy_policy_accepted: true,
    });
    expect(data.iat).toBeGreaterThanOrEqual(before);
    expect(data.exp - data.iat).toBe(86400);
    expect(data.rat).toBe(data.exp - 1800);
    expect(data.token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password and an unknown e-mail alike: 401 WRONG_LOGIN_DATA', async () => {
    for (const payload of [
      { username: 'giulia@example.com', password: 'Secret124' },
      { username: 'nobody@example.com', password: GOOD_PASSWORD },
    ]) {
      const response = await loginWith(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ data: { errors: ['WRONG_LOGIN_DATA'] } });
    }
  });

  it('refuses an account without a password (social sign-in only) with 401 WRONG_LOGIN_DATA', async () => {
    await server.app.database.db
      .insertInto('users')
      .values({
        business_id: server.app.businessId,
        email: 'social@example.com',
        password_hash: null,
        name: 'S',
        lastname: 'L',
      })
      .execute();
    const response = await loginWith({ username: 'social@example.com', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: { errors: ['WRONG_LOGIN_DATA'] } });
  });

  it('tells a right password on an unconfirmed account: 403 USER_NOT_EXISTS (a wrong one still 401)', async () => {
    const right = await loginWith({ username: 'pending@example.com', password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ data: { errors: ['USER_NOT_EXISTS'] } });
    const wrong = await loginWith({ username: 'pending@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a deleted account with 403 USER_NOT_EXISTS', async () => {
    const id = await seedAccount(server.app, { email: 'deleted@example.com' });
    await server.app.database.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const response = await loginWith({ username: 'deleted@example.com', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ data: { errors: ['USER_NOT_EXISTS'] } });
  });

  it('answers field codes with 400, never a 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '', password: 'x' }, 'NO_EMAIL'],
      [{ username: 'not-an-email', password: 'x' }, 'WRONG_EMAIL'],
      [{ username: 'giulia@example.com', password: '' }, 'WRONG_LOGIN_DATA'],
      [{ username: 'giulia@example.com' }, 'WRONG_LOGIN_DATA'],
    ];
    for (const [payload, code] of cases) {
      const response = await loginWith(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ data: { errors: string[] } }>().data.errors).toContain(code);
    }
  });
});
