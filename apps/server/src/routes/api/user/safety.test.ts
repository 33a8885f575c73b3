import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaToken,
  createAccountTestApp,
  registrationBody,
  seedAccount,
} from '../../../plugins/auth/test/account-test-app.ts';
import type { AccountTestApp } from '../../../plugins/auth/test/account-test-app.ts';

describe('rate limits on the account calls', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    await seedAccount(server.app, { email: 'busy@example.it' });
  });
  afterAll(() => server.close());

  it.each([
    '/api/login_check',
    '/api/user/register',
    '/api/user/verify',
    '/api/user/recover',
    '/api/user/resend-verification',
    '/api/user/change-password',
  ])('%s answers 429 TOO_MANY_REQUESTS after 3 calls a minute from one IP', async (url) => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await server.app.inject({
        method: 'POST',
        url,
        payload: { username: 'busy@example.it', password: 'Wrong1234', code: 'x' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(last?.json()).toEqual({ data: { errors: ['TOO_MANY_REQUESTS'] } });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves the other calls alone', async () => {
    for (let i = 0; i < 5; i++)
      expect((await server.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(
        200,
      );
  });
});

describe('the confirmation e-mail again: limited per e-mail asked about', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', { ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '2' });
  });
  afterAll(() => server.close());

  const resend = async (username: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      payload: { username, recaptchaToken: await captchaToken(server.app) },
    });
  const mailsTo = async (email: string) =>
    (
      await server.app.database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', email)
        .execute()
    ).length;

  it('an unconfirmed account gets the registration e-mail and one more, then 429 TOO_MANY_REQUESTS with Retry-After and nothing sent', async () => {
    await seedAccount(server.app, { email: 'flood@example.it', confirmed: false });
    expect((await resend('flood@example.it')).statusCode).toBe(200);
    expect((await resend('flood@example.it')).statusCode).toBe(200);
    const refused = await resend('flood@example.it');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ data: { errors: ['TOO_MANY_REQUESTS'] } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('flood@example.it')).toBe(2);
  });

  it('an address without an account is limited after the same number of calls (the limit tells no one it has none)', async () => {
    expect((await resend('nobody@example.it')).statusCode).toBe(200);
    expect((await resend('nobody@example.it')).statusCode).toBe(200);
    expect((await resend('nobody@example.it')).statusCode).toBe(429);
  });
});

describe('nothing half-written', () => {
  let server: AccountTestApp;
  beforeAll(async () => {
    server = await createAccountTestApp('sqlite');
  });
  afterAll(() => server.close());

  it('stores no account and no code when the confirmation e-mail cannot be queued', async () => {
    const { db } = server.app.database;
    // The outbox breaks: the mail insert fails inside the registration transaction.
    await sql`drop table outbox_messages`.execute(db);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: await registrationBody(server.app, 'atomic@example.it'),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'atomic@example.it').execute(),
    ).toEqual([]);
    expect(await db.selectFrom('verification_codes').select('id').execute()).toEqual([]);
  });
});
