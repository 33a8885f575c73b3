import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSavedAddress } from '@ordina/db';
import { testSavedAddress } from '@ordina/db/test/customer-fixture';
import { insertTestOrder } from '@ordina/db/test/orders-fixture';
import {
  bearer,
  captchaToken,
  createAccountTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  login,
  seedAccount,
} from './auth/test/account-test-app.ts';
import type { AccountTestApp } from './auth/test/account-test-app.ts';

// Every answer that carries a token or personal data says `no-store`, so
// neither the browser's disk cache nor a proxy keeps a copy.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  token?: string;
}

describe('Cache-Control of answers with tokens or personal data', () => {
  let server: AccountTestApp;
  let accounts = 0;

  beforeAll(async () => {
    server = await createAccountTestApp('sqlite', {}, async (app) => {
      // An /api answer whose route chose its own policy (a public, cacheable one).
      app.get('/api/test-public', (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send({ data: {} }),
      );
      await Promise.resolve();
    });
  });
  afterAll(() => server.close());

  /** A fresh logged-in customer (some calls end the session), with one saved address and one order. */
  async function customer() {
    const email = `private-${++accounts}@example.com`;
    const id = await seedAccount(server.app, { email });
    const { db } = server.app.database;
    const businessId = server.app.businessId;
    const addressId = await insertSavedAddress(
      db,
      testSavedAddress({ businessId, userId: id }, 'Roma', { googlePlaceId: 'place-roma' }),
    );
    const orderId = await insertTestOrder(db, {
      businessId,
      userId: id,
      code: `P${accounts}`,
      created_at: new Date().toISOString(),
    });
    return { id, email, addressId, orderId, token: (await login(server.app, email)).token };
  }

  const send = (call: Call) =>
    server.app.inject({
      method: call.method,
      url: call.url,
      headers: call.token === undefined ? {} : bearer(call.token),
      ...(call.payload ? { payload: call.payload } : {}),
    });

  const secured: [string, (c: Awaited<ReturnType<typeof customer>>) => Call][] = [
    ['POST token', (c) => ({ method: 'POST', url: `/api/secured/user/${c.id}/token`, token: c.token })],
    ['POST logout', (c) => ({ method: 'POST', url: `/api/secured/user/${c.id}/logout`, token: c.token })],
    [
      'POST accept-privacy-policy',
      (c) => ({
        method: 'POST',
        url: `/api/secured/user/${c.id}/accept-privacy-policy`,
        token: c.token,
        payload: { currentPage: '/' },
      }),
    ],
    [
      'POST not-accept-privacy-policy',
      (c) => ({ method: 'POST', url: `/api/secured/user/${c.id}/not-accept-privacy-policy`, token: c.token }),
    ],
    [
      'PUT anagraphic',
      (c) => ({
        method: 'PUT',
        url: `/api/secured/user/${c.id}/anagraphic`,
        token: c.token,
        payload: { name: 'Giulia', lastname: 'Verdi', phone: '333 1234567' },
      }),
    ],
    [
      'GET anagraphic/address',
      (c) => ({ method: 'GET', url: `/api/secured/user/${c.id}/anagraphic/address`, token: c.token }),
    ],
    [
      'PUT anagraphic/address/{id}',
      (c) => ({
        method: 'PUT',
        url: `/api/secured/user/${c.id}/anagraphic/address/${c.addressId}`,
        token: c.token,
        payload: { id: c.addressId, default: 1 },
      }),
    ],
    [
      'DELETE anagraphic/address/{id}',
      (c) => ({
        method: 'DELETE',
        url: `/api/secured/user/${c.id}/anagraphic/address/${c.addressId}`,
        token: c.token,
      }),
    ],
    [
      'GET orders/{limit}/{offset}',
      (c) => ({ method: 'GET', url: `/api/secured/user/${c.id}/orders/10/0`, token: c.token }),
    ],
    [
      'GET order/{id}',
      (c) => ({ method: 'GET', url: `/api/secured/user/${c.id}/order/${c.orderId}`, token: c.token }),
    ],
    [
      'POST anonimize-data',
      (c) => ({ method: 'POST', url: `/api/secured/user/${c.id}/anonimize-data`, token: c.token }),
    ],
  ];

  it.each(secured)(
    '/api/secured/user/{id}: %s answers no-store, and so does its 401',
    async (_name, build) => {
      const call = build(await customer());
      const answer = await send(call);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const refused = await send({ ...call, token: undefined });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    },
  );

  it('login, registration, confirmation, recovery and password change answer no-store, refusals too', async () => {
    const { email } = await customer();
    const answers = {
      login: await send({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: email, password: GOOD_PASSWORD },
      }),
      wrongLogin: await send({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: email, password: 'Wrong1234' },
      }),
      register: await send({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          username: 'new@example.it',
          name: 'N',
          lastname: 'M',
          phone: '333 1234567',
          password: GOOD_PASSWORD,
          recaptchaToken: await captchaToken(server.app),
          locale: 'it',
          privacyPolicy: true,
        },
      }),
      verify: await send({
        method: 'POST',
        url: '/api/user/verify',
        payload: { code: (await lastMailTo(server.app, 'new@example.it')).code },
      }),
      recover: await send({
        method: 'POST',
        url: '/api/user/recover',
        payload: { username: email, recaptchaToken: await captchaToken(server.app) },
      }),
    };
    const reset = await send({
      method: 'POST',
      url: '/api/user/change-password',
      payload: {
        code: (await lastMailTo(server.app, email)).code,
        password: 'Changed456',
        recaptchaToken: await captchaToken(server.app),
      },
    });
    const statuses = Object.fromEntries(
      Object.entries({ ...answers, reset }).map(([name, answer]) => [
        name,
        [answer.statusCode, answer.headers['cache-control']],
      ]),
    );
    expect(statuses).toEqual({
      login: [200, 'no-store'],
      wrongLogin: [401, 'no-store'],
      register: [201, 'no-store'],
      verify: [200, 'no-store'],
      recover: [200, 'no-store'],
      reset: [200, 'no-store'],
    });
  });

  it('keeps the policy an /api route chose itself, and refuses unknown calls with no-store', async () => {
    expect((await send({ method: 'GET', url: '/api/test-public' })).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    expect((await send({ method: 'GET', url: '/api/no-such-call' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});
