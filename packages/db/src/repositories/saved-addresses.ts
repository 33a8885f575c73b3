import type { SavedAddress } from '@ordina/contracts';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../database.ts';
import type { Database, Row } from '../tables.ts';

/*
 * A customer's saved addresses (spec §3 "Saved address"). Invariant: a user
 * with addresses has exactly one default. The partial unique index of
 * migration 0002 forbids two; the functions here keep one whenever any
 * address is left. Changes run in a transaction that first locks the owner's
 * row (PostgreSQL; SQLite transactions are already serial), so two
 * simultaneous changes of one customer's addresses cannot interleave.
 */

/** A new saved address (the location comes from a checked delivery address). */
export interface NewSavedAddress {
  businessId: number;
  userId: number;
  address: string;
  streetNumber: string;
  zipcode: string;
  city: string;
  country: string;
  floor: string;
  intercomName: string;
  lat: number;
  lng: number;
  googlePlaceId: string | null;
  /** Make it the default; the user's first address becomes the default anyway. */
  makeDefault?: boolean;
  now: Date;
}

/** What a customer may change on a saved address: the default choice, floor and doorbell (never the location). */
export interface SavedAddressChange {
  /** true makes this address the default; false leaves the default where it is. */
  makeDefault: boolean;
  floor?: string | undefined;
  intercomName?: string | undefined;
}

function savedAddressFromRow(row: Row<'saved_addresses'>): SavedAddress {
  return {
    id: row.id,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    street_number: row.street_number,
    floor: row.floor,
    intercom_name: row.intercom_name,
    lat: row.lat,
    lng: row.lng,
    google_place_id: row.google_place_id,
    default: row.is_default,
  };
}

/** The customer's addresses: the default first, then the newest first. */
export async function listSavedAddresses(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(savedAddressFromRow);
}

/** Locks the owner's row until the transaction ends, so one customer's address changes run one at a time. */
async function lockOwner(trx: Transaction<Database>, businessId: number, userId: number): Promise<void> {
  if (dialectOf<Database>(trx) !== 'postgres') return;
  await trx
    .selectFrom('users')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', userId)
    .forUpdate()
    .execute();
}

async function clearDefault(trx: Transaction<Database>, businessId: number, userId: number): Promise<void> {
  await trx
    .updateTable('saved_addresses')
    .set({ is_default: 0 })
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

/** Saves an address for the customer and returns its id; the first one (or one asked to be) becomes the default. */
export async function insertSavedAddress(db: Kysely<Database>, address: NewSavedAddress): Promise<number> {
  return db.transaction().execute((trx) => insertSavedAddressIn(trx, address));
}

/** insertSavedAddress inside the caller's transaction (placing an order saves its new address with it). */
export async function insertSavedAddressIn(
  trx: Transaction<Database>,
  address: NewSavedAddress,
): Promise<number> {
  await lockOwner(trx, address.businessId, address.userId);
  const current = await trx
    .selectFrom('saved_addresses')
    .select('id')
    .where('business_id', '=', address.businessId)
    .where('user_id', '=', address.userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  const makeDefault = address.makeDefault === true || current === undefined;
  if (makeDefault && current !== undefined) await clearDefault(trx, address.businessId, address.userId);
  const row = await trx
    .insertInto('saved_addresses')
    .values({
      business_id: address.businessId,
      user_id: address.userId,
      address: address.address,
      street_number: address.streetNumber,
      zipcode: address.zipcode,
      city: address.city,
      country: address.country,
      floor: address.floor,
      intercom_name: address.intercomName,
      lat: address.lat,
      lng: address.lng,
      google_place_id: address.googlePlaceId,
      is_default: makeDefault ? 1 : 0,
      created_at: address.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the customer already keeps this address (same street, number, postcode, town, floor and doorbell). */
export async function savedAddressExists(
  db: Kysely<Database>,
  address: Omit<NewSavedAddress, 'lat' | 'lng' | 'googlePlaceId' | 'makeDefault' | 'now'>,
): Promise<boolean> {
  const found = await db
    .selectFrom('saved_addresses')
    .select('id')
    .where('business_id', '=', address.businessId)
    .where('user_id', '=', address.userId)
    .where('address', '=', address.address)
    .where('street_number', '=', address.streetNumber)
    .where('zipcode', '=', address.zipcode)
    .where('city', '=', address.city)
    .where('floor', '=', address.floor)
    .where('intercom_name', '=', address.intercomName)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Applies a customer's change to one of their addresses; false (nothing
 * changed) when the address is unknown or belongs to someone else.
 */
export async function updateSavedAddress(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  addressId: number,
  change: SavedAddressChange,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, businessId, userId);
    const owned = await trx
      .selectFrom('saved_addresses')
      .select('is_default')
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId)
      .where('id', '=', addressId)
      .executeTakeFirst();
    if (owned === undefined) return false;
    // Two statements: PostgreSQL checks the one-default index row by row, so the old default goes first.
    if (change.makeDefault && owned.is_default === 0) await clearDefault(trx, businessId, userId);
    await trx
      .updateTable('saved_addresses')
      .set({
        ...(change.makeDefault ? { is_default: 1 as const } : {}),
        ...(change.floor !== undefined ? { floor: change.floor } : {}),
        ...(change.intercomName !== undefined ? { intercom_name: change.intercomName } : {}),
      })
      .where('business_id', '=', businessId)
      .where('id', '=', addressId)
      .execute();
    return true;
  });
}

/**
 * Deletes one of the customer's addresses; false when it is unknown or
 * someone else's. Deleting the default makes the first remaining address
 * (in list order: the newest) the default.
 */
export async function deleteSavedAddress(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  addressId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, businessId, userId);
    const deleted = await trx
      .deleteFrom('saved_addresses')
      .where('business_id', '=', businessId)
      .where('user_id', '=', userId)
      .where('id', '=', addressId)
      .returning('is_default')
      .executeTakeFirst();
    if (deleted === undefined) return false;
    if (deleted.is_default === 1) {
      const next = await trx
        .selectFrom('saved_addresses')
        .select('id')
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (next !== undefined)
        await trx.updateTable('saved_addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    return true;
  });
}
