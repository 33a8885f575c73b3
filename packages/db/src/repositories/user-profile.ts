import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { userIsActive, type ActiveUserRecord } from './users.ts';

/** The profile a customer edits on the account page (spec §7 PUT …/anagraphic). */
export interface UserProfile {
  name: string;
  lastname: string;
  /** Normalised by the caller; '' when the customer leaves it out (optional on the account page, spec §5). */
  phone: string;
}

/** Replaces the customer's name, last name and phone; returns the account as stored now, undefined when it is unknown or deleted. */
export async function updateUserProfile(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  profile: UserProfile,
  now: Date,
): Promise<ActiveUserRecord | undefined> {
  const user = await db
    .updateTable('users')
    .set({
      name: profile.name,
      lastname: profile.lastname,
      phone: profile.phone,
      updated_at: now.toISOString(),
    })
    .where('business_id', '=', businessId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return user !== undefined && userIsActive(user) ? user : undefined;
}
