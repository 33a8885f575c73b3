import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestBusiness, insertTestCustomer, testSavedAddress } from '../test/customer-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import {
  deleteSavedAddress,
  insertSavedAddress,
  listSavedAddresses,
  updateSavedAddress,
} from './saved-addresses.ts';
import type { NewSavedAddress } from './saved-addresses.ts';

describe.each(TEST_DIALECTS)('saved addresses on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;
  let otherBusinessId: number;
  let customers = 0;

  beforeAll(async () => {
    const { db } = database();
    businessId = await insertTestBusiness(db, 'addresses');
    otherBusinessId = await insertTestBusiness(db, 'addresses-other');
  });

  const newCustomer = async (business = businessId) =>
    insertTestCustomer(database().db, business, { email: `customer-${++customers}@example.com` });

  /** Saves "Via {street} 1" for the user at minute `minute` of a fixed day (so "newest" is known). */
  const save = (userId: number, street: string, minute: number, overrides: Partial<NewSavedAddress> = {}) =>
    insertSavedAddress(
      database().db,
      testSavedAddress({ businessId, userId }, street, {
        now: new Date(Date.UTC(2026, 2, 1, 10, minute)),
        ...overrides,
      }),
    );

  const streets = async (userId: number) =>
    (await listSavedAddresses(database().db, businessId, userId)).map(
      (a) => `${a.address}${a.default === 1 ? '*' : ''}`,
    );

  it('makes the first address the default and lists the default first, then the newest', async () => {
    const userId = await newCustomer();
    const first = await save(userId, 'Roma', 1, {
      floor: '2',
      intercomName: 'Rossi',
      googlePlaceId: 'place-1',
    });
    await save(userId, 'Milano', 2);
    await save(userId, 'Torino', 3);
    expect(await streets(userId)).toEqual(['Via Roma*', 'Via Torino', 'Via Milano']);
    const [stored] = await listSavedAddresses(database().db, businessId, userId);
    expect(stored).toEqual({
      id: first,
      address: 'Via Roma',
      zipcode: '47921',
      city: 'Rimini',
      country: 'Italia',
      street_number: '1',
      floor: '2',
      intercom_name: 'Rossi',
      lat: 44.06,
      lng: 12.57,
      google_place_id: 'place-1',
      default: 1,
    });
  });

  it('moves the default to a new address saved as default', async () => {
    const userId = await newCustomer();
    await save(userId, 'Roma', 1);
    await save(userId, 'Milano', 2, { makeDefault: true });
    expect(await streets(userId)).toEqual(['Via Milano*', 'Via Roma']);
  });

  it('sets the default: exactly one, the old one cleared', async () => {
    const userId = await newCustomer();
    await save(userId, 'Roma', 1);
    const milano = await save(userId, 'Milano', 2);
    await save(userId, 'Torino', 3);
    expect(await updateSavedAddress(database().db, businessId, userId, milano, { makeDefault: true })).toBe(
      true,
    );
    expect(await streets(userId)).toEqual(['Via Milano*', 'Via Torino', 'Via Roma']);
    // Setting the default again on the default is harmless.
    expect(await updateSavedAddress(database().db, businessId, userId, milano, { makeDefault: true })).toBe(
      true,
    );
    expect(await streets(userId)).toEqual(['Via Milano*', 'Via Torino', 'Via Roma']);
  });

  it('edits floor and doorbell without touching the default; "not default" never leaves the user without one', async () => {
    const userId = await newCustomer();
    const roma = await save(userId, 'Roma', 1);
    const milano = await save(userId, 'Milano', 2);
    await updateSavedAddress(database().db, businessId, userId, milano, {
      makeDefault: false,
      floor: '3',
      intercomName: 'Bianchi',
    });
    await updateSavedAddress(database().db, businessId, userId, roma, { makeDefault: false, floor: 'terra' });
    const list = await listSavedAddresses(database().db, businessId, userId);
    expect(list.map((a) => [a.address, a.default, a.floor, a.intercom_name])).toEqual([
      ['Via Roma', 1, 'terra', ''],
      ['Via Milano', 0, '3', 'Bianchi'],
    ]);
  });

  it('refuses to change or delete another customer’s address or an unknown one, and changes nothing', async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const roma = await save(owner, 'Roma', 1);
    const milano = await save(owner, 'Milano', 2);
    const { db } = database();
    expect(
      await updateSavedAddress(db, businessId, intruder, milano, { makeDefault: true, floor: 'x' }),
    ).toBe(false);
    expect(await deleteSavedAddress(db, businessId, intruder, roma)).toBe(false);
    expect(await updateSavedAddress(db, businessId, owner, 999_999, { makeDefault: true })).toBe(false);
    expect(await deleteSavedAddress(db, businessId, owner, 999_999)).toBe(false);
    // The same user id under another business does not reach these rows either.
    expect(await deleteSavedAddress(db, otherBusinessId, owner, roma)).toBe(false);
    const list = await listSavedAddresses(db, businessId, owner);
    expect(list.map((a) => [a.address, a.default, a.floor])).toEqual([
      ['Via Roma', 1, ''],
      ['Via Milano', 0, ''],
    ]);
    expect(await listSavedAddresses(db, otherBusinessId, owner)).toEqual([]);
  });

  it('deleting the default makes the first remaining (newest) address the default; deleting another keeps it', async () => {
    const userId = await newCustomer();
    const roma = await save(userId, 'Roma', 1);
    const milano = await save(userId, 'Milano', 2);
    await save(userId, 'Torino', 3);
    const { db } = database();
    expect(await deleteSavedAddress(db, businessId, userId, milano)).toBe(true);
    expect(await streets(userId)).toEqual(['Via Roma*', 'Via Torino']);
    expect(await deleteSavedAddress(db, businessId, userId, roma)).toBe(true);
    expect(await streets(userId)).toEqual(['Via Torino*']);
    const [torino] = await listSavedAddresses(db, businessId, userId);
    expect(await deleteSavedAddress(db, businessId, userId, torino!.id)).toBe(true);
    expect(await streets(userId)).toEqual([]);
    expect(await deleteSavedAddress(db, businessId, userId, torino!.id)).toBe(false);
  });

  it('keeps exactly one default when many default changes race', async () => {
    const userId = await newCustomer();
    const ids: number[] = [];
    for (let minute = 0; minute < 6; minute++) ids.push(await save(userId, `N${minute}`, minute));
    const { db } = database();
    const results = await Promise.all(
      [...ids, ...ids].map((id) => updateSavedAddress(db, businessId, userId, id, { makeDefault: true })),
    );
    expect(results.every(Boolean)).toBe(true);
    const defaults = (await listSavedAddresses(db, businessId, userId)).filter((a) => a.default === 1);
    expect(defaults).toHaveLength(1);
  });
});
