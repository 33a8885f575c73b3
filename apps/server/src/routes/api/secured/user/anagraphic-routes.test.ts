import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  useAccountTestApp,
  login,
  renewToken,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';
import { expectSecuredGuards } from './test/secured-guards.ts';

interface SessionUserBody {
  data: {
    id: number;
    email: string;
    name: string;
    lastname: string;
    phone: string;
    token: string;
    exp: number;
    rat: number;
    privacy_policy_accepted: boolean;
  };
}

describe.each(TEST_DIALECTS)('PUT /api/secured/user/{id}/anagraphic on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let accounts = 0;

  /** A confirmed account (Giulia Verdi, +39 333 1112222) and its login. */
  async function loggedIn() {
    const email = `profile-${++accounts}@example.com`;
    const id = await seedAccount(server.app, { email });
    return { id, email, session: await login(server.app, email) };
  }

  const put = (id: number, token: string, payload?: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/secured/user/${id}/anagraphic`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const stored = (id: number) =>
    server.app.database.db
      .selectFrom('users')
      .select(['email', 'name', 'lastname', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('saves name, last name and a normalised phone and answers a fresh token carrying them', async () => {
    const { id, email, session } = await loggedIn();
    const response = await put(id, session.token, {
      name: '  Anna ',
      lastname: 'Bianchi',
      phone: '333 765 4321',
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<SessionUserBody>().data;
    expect(user).toMatchObject({
      id,
      email,
      name: 'Anna',
      lastname: 'Bianchi',
      phone: '+39 333 765 4321',
      privacy_policy_accepted: true,
    });
    expect(user.rat).toBe(user.exp - 1800);
    expect(await stored(id)).toEqual({ email, name: 'Anna', lastname: 'Bianchi', phone: '+39 333 765 4321' });
    // The new token is of the same live session: it renews, and the old one still works.
    expect((await renewToken(server.app, id, user.token)).json<SessionUserBody>().data.name).toBe('Anna');
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/secured/user/${id}/anagraphic/address`,
          headers: bearer(session.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it.each([
    ['left out', {}],
    ['empty', { phone: '' }],
    ['only the prefilled prefix', { phone: ' +39 ' }],
  ])('stores no phone when it is %s (optional on the account page)', async (_label, phone) => {
    const { id, session } = await loggedIn();
    const response = await put(id, session.token, { name: 'Anna', lastname: 'Bianchi', ...phone });
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionUserBody>().data.phone).toBe('');
    expect((await stored(id)).phone).toBe('');
  });

  it('keeps the e-mail locked: an e-mail in the body is ignored', async () => {
    const { id, email, session } = await loggedIn();
    const response = await put(id, session.token, {
      name: 'Anna',
      lastname: 'Bianchi',
      email: 'new@example.com',
      username: 'new@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionUserBody>().data.email).toBe(email);
    expect((await stored(id)).email).toBe(email);
  });

  it.each([
    ['an invalid phone', { name: 'Anna', lastname: 'Bianchi', phone: '12345' }, ['WRONG_PHONE']],
    ['letters as a phone', { name: 'Anna', lastname: 'Bianchi', phone: 'call me' }, ['WRONG_PHONE']],
    ['a blank name', { name: '   ', lastname: 'Bianchi' }, ['NO_NAME']],
    ['no last name', { name: 'Anna' }, ['NO_LASTNAME']],
    ['neither name', { name: '', lastname: '' }, ['NO_NAME', 'NO_LASTNAME']],
    // Issue 7 item 2: the names go into the restaurant's e-mails and tokens, so they are one line of a name.
    [
      'a name with lines and a link',
      {
        name: 'Mario,\n\nYour refund is ready: https://evil.example/refund\n\nIgnore below.\n',
        lastname: 'Rossi',
      },
      ['WRONG_NAME'],
    ],
    [
      'a last name that is a web address',
      { name: 'Mario', lastname: 'www.evil.example' },
      ['WRONG_LASTNAME'],
    ],
    ['a name with a bidi override', { name: 'Mario\u202Eelpmaxe.live', lastname: 'Rossi' }, ['WRONG_NAME']],
    ['a name with a lone surrogate', { name: 'Mario\uD800', lastname: 'Rossi' }, ['WRONG_NAME']],
    ['a last name of 101 letters', { name: 'Mario', lastname: 'a'.repeat(101) }, ['WRONG_LASTNAME']],
    ['a phone that is not text', { name: 'Anna', lastname: 'Bianchi', phone: 3331234567 }, ['WRONG_PHONE']],
    ['no body', undefined, ['GENERIC_ERROR']],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, codes) => {
    const { id, email, session } = await loggedIn();
    const response = await put(id, session.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: { errors: string[] } }>().data.errors.sort()).toEqual([...codes].sort());
    expect(await stored(id)).toEqual({ email, name: 'Giulia', lastname: 'Verdi', phone: '+39 333 1112222' });
  });

  it('guards the call: 401 without a token, 403 for another user’s id or before the privacy policy is accepted', async () => {
    const { victimId } = await expectSecuredGuards(server.app, {
      method: 'PUT',
      path: (id) => `/api/secured/user/${id}/anagraphic`,
      payload: { name: 'Intruder', lastname: 'Intruder', phone: '' },
    });
    expect((await stored(victimId)).name).toBe('Giulia');
  });
});
