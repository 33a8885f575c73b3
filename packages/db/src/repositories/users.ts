import type { Kysely } from 'kysely';
import type { Database, Row } from '../tables.ts';

/** A customer account as stored; a deleted (anonymised) one has no e-mail. */
export type UserRecord = Row<'users'>;

/** An account that is not deleted, so it has an e-mail: the only kind that may log in, recover or hold a session. */
export type ActiveUserRecord = Omit<UserRecord, 'email' | 'deleted_at'> & { email: string; deleted_at: null };

/** Whether the account is not deleted (and so has its e-mail). */
export function userIsActive(user: UserRecord): user is ActiveUserRecord {
  return user.deleted_at === null && user.email !== null;
}

/** What registration stores (the e-mail is lower-cased here, so lookups ignore case). */
export interface NewUser {
  businessId: number;
  email: string;
  passwordHash: string;
  name: string;
  lastname: string;
  phone: string;
  newsletter: boolean;
  privacyPolicyAccepted: boolean;
  now: Date;
}

/** The form in which e-mails are stored and looked up: trimmed and lower-cased. */
export function userEmailNormalize(email: string): string {
  return email.trim().toLowerCase();
}

/** The business's account with this e-mail (any case); undefined if none (a deleted account has no e-mail left to find). */
export async function findUserByEmail(
  db: Kysely<Database>,
  businessId: number,
  email: string,
): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('email', '=', userEmailNormalize(email))
    .executeTakeFirst();
}

/** The business's account with this id; undefined if none. */
export async function findUserById(
  db: Kysely<Database>,
  businessId: number,
  id: number,
): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Creates an unconfirmed account; returns its id, or undefined when the
 * business already has an account with this e-mail (the unique constraint
 * decides, so two simultaneous registrations cannot both succeed).
 */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number | undefined> {
  const now = user.now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      business_id: user.businessId,
      email: userEmailNormalize(user.email),
      password_hash: user.passwordHash,
      name: user.name,
      lastname: user.lastname,
      phone: user.phone,
      newsletter: user.newsletter ? 1 : 0,
      privacy_policy_accepted: user.privacyPolicyAccepted ? 1 : 0,
      privacy_policy_accepted_at: user.privacyPolicyAccepted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['business_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** An update of one account of the business (the id alone could name another business's customer). */
function updateUser(db: Kysely<Database>, businessId: number, userId: number) {
  return db.updateTable('users').where('business_id', '=', businessId).where('id', '=', userId);
}

/** Marks the account's e-mail as confirmed (first confirmation time is kept). */
export async function markUserEmailVerified(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await updateUser(db, businessId, userId)
    .set((eb) => ({
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now.toISOString())),
      updated_at: now.toISOString(),
    }))
    .execute();
}

/** Replaces the account's password hash. */
export async function setUserPasswordHash(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await updateUser(db, businessId, userId)
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .execute();
}

/** Records the customer's privacy-policy choice (the acceptance time is set on accept, cleared on decline). */
export async function setUserPrivacyPolicyAccepted(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  accepted: boolean,
  now: Date,
): Promise<void> {
  await updateUser(db, businessId, userId)
    .set({
      privacy_policy_accepted: accepted ? 1 : 0,
      privacy_policy_accepted_at: accepted ? now.toISOString() : null,
      updated_at: now.toISOString(),
    })
    .execute();
}
