import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { userIsActive, type ActiveUserRecord } from './users.ts';

/** A login session: what a token's `sid` names, and what logout or a password change revokes. */
export interface SessionRecord {
  id: string;
  businessId: number;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** Starts a session for the user, valid until `expiresAt`. */
export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; businessId: number; userId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      business_id: session.businessId,
      user_id: session.userId,
      created_at: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/**
 * The live session `id` of the business with its user: not revoked, not
 * expired at `now`, and the user not deleted. One primary-key lookup joined
 * to the user's primary key (what every secured request costs).
 */
export async function findLiveSession(
  db: Kysely<Database>,
  businessId: number,
  id: string,
  now: Date,
): Promise<{ session: SessionRecord; user: ActiveUserRecord } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.business_id', '=', businessId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { session_id, session_created_at, session_expires_at, ...user } = row;
  // Always true after `deleted_at is null` (CHECK users_email_unless_deleted); tells the type so.
  if (!userIsActive(user)) return undefined;
  return {
    session: {
      id: session_id,
      businessId: user.business_id,
      userId: user.id,
      createdAt: session_created_at,
      expiresAt: session_expires_at,
    },
    user,
  };
}

/** An update of the business's sessions not revoked yet: a revoked session never changes again. */
function updateUnrevokedSessions(db: Kysely<Database>, businessId: number) {
  return db.updateTable('sessions').where('business_id', '=', businessId).where('revoked_at', 'is', null);
}

/** Moves a live session's expiry (token renewal keeps the session); false when it is no longer live. */
export async function extendSession(
  db: Kysely<Database>,
  businessId: number,
  id: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const result = await updateUnrevokedSessions(db, businessId)
    .set({ expires_at: expiresAt.toISOString() })
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes one session (logout); true when it was live until now. */
export async function revokeSession(
  db: Kysely<Database>,
  businessId: number,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await updateUnrevokedSessions(db, businessId)
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every session of the user (password change, account deletion); returns how many were live. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const result = await updateUnrevokedSessions(db, businessId)
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
