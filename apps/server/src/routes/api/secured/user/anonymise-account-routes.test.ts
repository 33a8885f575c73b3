import { describe, expect, it } from 'vitest';
import { insertSavedAddress } from '@ordina/db';
import { testSavedAddress } from '@ordina/db/test/customer-fixture';
import { insertTestOrder } from '@ordina/db/test/orders-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  captchaToken,
  useAccountTestApp,
  GOOD_PASSWORD,
  login,
  renewToken,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';
import { expectSecuredGuards } from './test/secured-guards.ts';

describe.each(TEST_DIALECTS)('POST /api/secured/user/{id}/anonimize-data on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let accounts = 0;

  /** The account's address and when it was deleted (null while it stands). */
  const deletion = (id: number) =>
    server.app.database.db
      .selectFrom('users')
      .select(['email', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A customer with an address, an order and two logged-in sessions. */
  async function customer(options: { privacyPolicyAccepted?: boolean } = {}) {
    const email = `leaving-${++accounts}@example.com`;
    const id = await seedAccount(server.app, { email, ...options });
    const db = server.app.database.db;
    await insertSavedAddress(
      db,
      testSavedAddress({ businessId: server.app.businessId, userId: id }, 'Roma', {
        streetNumber: '3',
        floor: '2',
        intercomName: 'Verdi',
      }),
    );
    const orderId = await insertTestOrder(db, {
      businessId: server.app.businessId,
      userId: id,
      code: `LEAVE-${accounts}`,
      customer_name: 'Giulia',
      customer_lastname: 'Verdi',
      customer_email: email,
      amount: 1700,
      amount_delivery: 250,
      amount_final: 1950,
    });
    const first = await login(server.app, email);
    const second = await login(server.app, email);
    return { id, email, orderId, token: first.token, otherToken: second.token };
  }

  const anonimize = (id: number, token: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/secured/user/${id}/anonimize-data`,
      headers: bearer(token),
    });

  it('deletes the account: personal data gone, every session ended, login refused, orders keep their amounts only', async () => {
    const { id, email, orderId, token, otherToken } = await customer();
    const response = await anonimize(id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { done: true } });

    for (const session of [token, otherToken]) {
      expect((await renewToken(server.app, id, session)).statusCode).toBe(401);
    }
    const relogin = await server.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: email, password: 'Secret123' },
    });
    expect(relogin.statusCode).toBe(401);
    expect(relogin.json()).toEqual({ data: { errors: ['WRONG_LOGIN_DATA'] } });

    const db = server.app.database.db;
    expect(
      await db
        .selectFrom('users')
        .select(['email', 'name', 'lastname', 'phone', 'password_hash'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      email: null,
      name: '',
      lastname: '',
      phone: '',
      password_hash: null,
    });
    expect(await db.selectFrom('saved_addresses').select('id').where('user_id', '=', id).execute()).toEqual(
      [],
    );
    expect(
      await db
        .selectFrom('orders')
        .select([
          'customer_name',
          'customer_lastname',
          'customer_email',
          'customer_phone',
          'delivery_address',
          'amount',
          'amount_delivery',
          'amount_final',
        ])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      customer_name: '',
      customer_lastname: '',
      customer_email: '',
      customer_phone: '',
      delivery_address: null,
      amount: 1700,
      amount_delivery: 250,
      amount_final: 1950,
    });
  });

  it('cannot be blocked by someone registering the old placeholder address (issue 7): refused at registration, and harmless if it exists', async () => {
    const { id, token } = await customer();
    const placeholder = `deleted-${id}@anonymised.invalid`;
    const squat = await server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: placeholder,
        name: 'Eve',
        lastname: 'Squatter',
        phone: '+39 333 1234567',
        password: GOOD_PASSWORD,
        recaptchaToken: await captchaToken(server.app),
        locale: 'it',
        privacyPolicy: true,
      },
    });
    expect(squat.statusCode).toBe(400);
    expect(squat.json()).toEqual({ data: { errors: ['WRONG_EMAIL'] } });
    // Registered before registration refused it: the deletion no longer writes that address, so it still succeeds.
    await seedAccount(server.app, { email: placeholder });

    const response = await anonimize(id, token);
    expect(response.statusCode).toBe(200);
    const deleted = await deletion(id);
    expect(deleted.email).toBeNull();
    expect(deleted.deleted_at).not.toBeNull();
  });

  it('lets a customer who has not accepted the privacy policy delete the account', async () => {
    const { id, token } = await customer({ privacyPolicyAccepted: false });
    const response = await anonimize(id, token);
    expect(response.statusCode).toBe(200);
    expect((await deletion(id)).deleted_at).not.toBeNull();
  });

  it('guards the call: 401 without a token, 403 for another user’s id; the other account stays whole', async () => {
    const { victimId } = await expectSecuredGuards(server.app, {
      method: 'POST',
      path: (id) => `/api/secured/user/${id}/anonimize-data`,
      privacyPolicyExempt: true,
    });
    const victim = await deletion(victimId);
    expect(victim.deleted_at).toBeNull();
    expect(victim.email).toMatch(/^guard-victim-\d+@example\.com$/);
  });

  it('a deleted account’s token cannot delete again or read anything (401)', async () => {
    const { id, token } = await customer();
    expect((await anonimize(id, token)).statusCode).toBe(200);
    expect((await anonimize(id, token)).statusCode).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/secured/user/${id}/orders/10/0`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(401);
  });
});
