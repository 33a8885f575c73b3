import type { Kysely } from 'kysely';
import type { NewSavedAddress } from '../repositories/saved-addresses.ts';
import { insertUser } from '../repositories/users.ts';
import type { Database } from '../tables.ts';

/*
 * Businesses and customer accounts written straight into a test database,
 * for repository tests that need an owner for addresses and orders.
 */

/** Inserts an empty business with this key; returns its id. */
export async function insertTestBusiness(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .insertInto('businesses')
    .values({ key, name: key })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a confirmed customer who accepted the privacy policy; returns its id. */
export async function insertTestCustomer(
  db: Kysely<Database>,
  businessId: number,
  customer: { email: string; name?: string; lastname?: string; phone?: string; googleSubject?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      business_id: businessId,
      email: customer.email.toLowerCase(),
      password_hash: '$argon2id$test-only',
      name: customer.name ?? 'Anna',
      lastname: customer.lastname ?? 'Rossi',
      phone: customer.phone ?? '+39 333 123 4567',
      privacy_policy_accepted: 1,
      privacy_policy_accepted_at: now,
      email_verified_at: now,
      google_subject: customer.googleSubject ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs a customer up through the repository, as registration does (unconfirmed, privacy accepted); returns its id. */
export async function signUpTestUser(
  db: Kysely<Database>,
  businessId: number,
  email: string,
  now: Date,
): Promise<number> {
  const id = await insertUser(db, {
    businessId,
    email,
    passwordHash: 'x',
    name: 'Anna',
    lastname: 'Bianchi',
    phone: '',
    newsletter: false,
    privacyPolicyAccepted: true,
    now,
  });
  if (id === undefined) throw new Error(`${email} already has an account in business ${businessId}.`);
  return id;
}

/** "Via {street} 1", Rimini, as the address check stores a customer's address: the tests override only what they look at. */
export function testSavedAddress(
  owner: { businessId: number; userId: number },
  street: string,
  overrides: Partial<NewSavedAddress> = {},
): NewSavedAddress {
  return {
    ...owner,
    address: `Via ${street}`,
    streetNumber: '1',
    zipcode: '47921',
    city: 'Rimini',
    country: 'Italia',
    floor: '',
    intercomName: '',
    lat: 44.06,
    lng: 12.57,
    googlePlaceId: null,
    now: new Date(),
    ...overrides,
  };
}
