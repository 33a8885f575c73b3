import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@ordina/contracts';
import { insertSavedAddress } from '@ordina/db';
import { testSavedAddress } from '@ordina/db/test/customer-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  useAccountTestApp,
  login,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';
import { expectSecuredGuards } from './test/secured-guards.ts';

const NOT_FOUND = { data: { errors: ['NOT_FOUND'] } };

describe.each(TEST_DIALECTS)('saved address routes on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let accounts = 0;

  /** Saves "Via {street} {n}" at minute `minute` of 1 March 2026 (so "newest" is known); returns its id. */
  const save = (userId: number, street: string, minute: number) =>
    insertSavedAddress(
      server.app.database.db,
      testSavedAddress({ businessId: server.app.businessId, userId }, street, {
        streetNumber: String(minute),
        googlePlaceId: `place-${street}`,
        now: new Date(Date.UTC(2026, 2, 1, 10, minute)),
      }),
    );

  /** A logged-in customer with Via Roma (the default, oldest), Via Milano and Via Torino (newest). */
  async function customerWithAddresses() {
    const email = `addresses-${++accounts}@example.com`;
    const id = await seedAccount(server.app, { email });
    const roma = await save(id, 'Roma', 1);
    const milano = await save(id, 'Milano', 2);
    const torino = await save(id, 'Torino', 3);
    return { id, roma, milano, torino, token: (await login(server.app, email)).token };
  }

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, token: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: path,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const listOf = (response: { json: <T>() => T }) => response.json<{ data: SavedAddress[] }>().data;
  /** "Via Roma*" for the default, "Via Milano" otherwise, in answer order. */
  const streets = (addresses: SavedAddress[]) =>
    addresses.map((a) => `${a.address}${a.default === 1 ? '*' : ''}`);
  const listNow = async (id: number, token: string) =>
    listOf(await call('GET', `/api/secured/user/${id}/anagraphic/address`, token));

  it('lists the customer’s addresses, default first then newest, with the fields of spec §3', async () => {
    const { id, roma, token } = await customerWithAddresses();
    const response = await call('GET', `/api/secured/user/${id}/anagraphic/address`, token);
    expect(response.statusCode).toBe(200);
    const list = listOf(response);
    expect(streets(list)).toEqual(['Via Roma*', 'Via Torino', 'Via Milano']);
    expect(list[0]).toEqual({
      id: roma,
      address: 'Via Roma',
      zipcode: '47921',
      city: 'Rimini',
      country: 'Italia',
      street_number: '1',
      floor: '',
      intercom_name: '',
      lat: 44.06,
      lng: 12.57,
      google_place_id: 'place-Roma',
      default: 1,
    });
  });

  it('answers an empty list for a customer without addresses', async () => {
    const id = await seedAccount(server.app, { email: 'no-addresses@example.com' });
    const { token } = await login(server.app, 'no-addresses@example.com');
    expect(await listNow(id, token)).toEqual([]);
  });

  it('makes an address the default (exactly one) and answers the new list', async () => {
    const { id, milano, token } = await customerWithAddresses();
    const response = await call('PUT', `/api/secured/user/${id}/anagraphic/address/${milano}`, token, {
      id: milano,
      default: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(streets(listOf(response))).toEqual(['Via Milano*', 'Via Torino', 'Via Roma']);
    // `true` is read as 1 too.
    const torino = listOf(response)[1]!.id;
    const again = await call('PUT', `/api/secured/user/${id}/anagraphic/address/${torino}`, token, {
      id: torino,
      default: true,
    });
    expect(streets(listOf(again))).toEqual(['Via Torino*', 'Via Milano', 'Via Roma']);
  });

  it('edits floor and doorbell but never the location; default 0 on the default keeps it the default', async () => {
    const { id, roma, token } = await customerWithAddresses();
    const response = await call('PUT', `/api/secured/user/${id}/anagraphic/address/${roma}`, token, {
      id: roma,
      default: 0,
      floor: ' 3° piano ',
      intercom_name: 'Verdi',
      address: 'Via Altrove',
      street_number: '99',
      lat: 1,
      lng: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(listOf(response)[0]).toMatchObject({
      id: roma,
      address: 'Via Roma',
      street_number: '1',
      lat: 44.06,
      lng: 12.57,
      floor: '3° piano',
      intercom_name: 'Verdi',
      default: 1,
    });
  });

  it.each([
    [
      'a body naming another address',
      (ids: { target: number; other: number }) => ({ id: ids.other, default: 1 }),
    ],
    [
      'a floor over 40 characters',
      (ids: { target: number }) => ({ id: ids.target, default: 1, floor: 'x'.repeat(41) }),
    ],
    [
      'a doorbell over 60 characters',
      (ids: { target: number }) => ({ id: ids.target, default: 1, intercom_name: 'x'.repeat(61) }),
    ],
    [
      'a doorbell of two lines',
      (ids: { target: number }) => ({
        id: ids.target,
        default: 1,
        intercom_name: 'Rossi\nRefund at https://evil.example',
      }),
    ],
    [
      'a floor with a bidi override',
      (ids: { target: number }) => ({ id: ids.target, default: 1, floor: '3\u202Eoiranecs' }),
    ],
    [
      'a doorbell with a NUL',
      (ids: { target: number }) => ({ id: ids.target, default: 1, intercom_name: 'Rossi\u0000' }),
    ],
    ['no default flag', (ids: { target: number }) => ({ id: ids.target })],
    ['a default flag of 2', (ids: { target: number }) => ({ id: ids.target, default: 2 })],
  ])('refuses %s with 400 GENERIC_ERROR and changes nothing', async (_label, body) => {
    const { id, roma, milano, torino, token } = await customerWithAddresses();
    const response = await call(
      'PUT',
      `/api/secured/user/${id}/anagraphic/address/${torino}`,
      token,
      body({ target: torino, other: milano }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
    const list = await listNow(id, token);
    expect(streets(list)).toEqual(['Via Roma*', 'Via Torino', 'Via Milano']);
    expect(list.every((a) => a.floor === '' && a.intercom_name === '')).toBe(true);
    expect(list[0]!.id).toBe(roma);
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const { id, roma, token } = await customerWithAddresses();
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/secured/user/${id}/anagraphic/address/${roma}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });

  it('answers 404 NOT_FOUND for another customer’s address, an unknown id or a non-numeric id, and changes nothing', async () => {
    const owner = await customerWithAddresses();
    const intruder = await customerWithAddresses();
    const base = `/api/secured/user/${intruder.id}/anagraphic/address`;
    for (const [addressId, bodyId] of [
      [String(owner.milano), owner.milano],
      ['987654', 987654],
      ['abc', 1],
      ['0', 1],
    ] as const) {
      const put = await call('PUT', `${base}/${addressId}`, intruder.token, {
        id: bodyId,
        default: 1,
        floor: 'hacked',
      });
      expect(put.statusCode, `PUT ${addressId}`).toBe(404);
      expect(put.json()).toEqual(NOT_FOUND);
      const del = await call('DELETE', `${base}/${addressId}`, intruder.token);
      expect(del.statusCode, `DELETE ${addressId}`).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    const ownerList = await listNow(owner.id, owner.token);
    expect(streets(ownerList)).toEqual(['Via Roma*', 'Via Torino', 'Via Milano']);
    expect(ownerList.every((a) => a.floor === '')).toBe(true);
  });

  it('deletes an address; deleting the default makes the first remaining one the default', async () => {
    const { id, roma, milano, torino, token } = await customerWithAddresses();
    const base = `/api/secured/user/${id}/anagraphic/address`;
    const first = await call('DELETE', `${base}/${milano}`, token);
    expect(first.statusCode).toBe(200);
    expect(streets(listOf(first))).toEqual(['Via Roma*', 'Via Torino']);
    const second = await call('DELETE', `${base}/${roma}`, token);
    expect(streets(listOf(second))).toEqual(['Via Torino*']);
    const last = await call('DELETE', `${base}/${torino}`, token);
    expect(listOf(last)).toEqual([]);
    expect((await call('DELETE', `${base}/${torino}`, token)).statusCode).toBe(404);
  });

  it.each([
    ['GET the list', 'GET', (id: number) => `/api/secured/user/${id}/anagraphic/address`, undefined],
    [
      'PUT an address',
      'PUT',
      (id: number) => `/api/secured/user/${id}/anagraphic/address/1`,
      { id: 1, default: 1 },
    ],
    [
      'DELETE an address',
      'DELETE',
      (id: number) => `/api/secured/user/${id}/anagraphic/address/1`,
      undefined,
    ],
  ] as const)(
    'guards %s: 401 without a token, 403 for another user’s id or before the privacy policy is accepted',
    async (_label, method, path, payload) => {
      const { victimId } = await expectSecuredGuards(server.app, {
        method,
        path,
        ...(payload ? { payload } : {}),
      });
      // The victim's addresses were never touched (they have none to lose, and none were added).
      expect(
        await server.app.database.db
          .selectFrom('saved_addresses')
          .select('id')
          .where('user_id', '=', victimId)
          .execute(),
      ).toEqual([]);
    },
  );

  it('keeps the victim’s addresses when another customer aims at them through the victim’s id', async () => {
    const victim = await customerWithAddresses();
    const intruder = await customerWithAddresses();
    const response = await call(
      'DELETE',
      `/api/secured/user/${victim.id}/anagraphic/address/${victim.roma}`,
      intruder.token,
    );
    expect(response.statusCode).toBe(403);
    expect(streets(await listNow(victim.id, victim.token))).toEqual([
      'Via Roma*',
      'Via Torino',
      'Via Milano',
    ]);
  });
});
