import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../tables.ts';
import type { StaffMemberRecord } from './staff-members.ts';

/** A live staff session with its member. */
export interface LiveStaffSession {
  idHash: string;
  expiresAt: string;
  member: StaffMemberRecord;
}

/**
 * The live session named by `idHash` in the business: not revoked, not
 * expired at `now`, its member not revoked. One primary-key lookup joined to
 * the member's primary key (what every staff request costs).
 */
export async function findLiveStaffSession(
  db: Kysely<Database>,
  businessId: number,
  idHash: string,
  now: Date,
): Promise<LiveStaffSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
    .selectAll('staff_members')
    .select(['staff_sessions.id_hash as session_id_hash', 'staff_sessions.expires_at as session_expires_at'])
    .where('staff_sessions.id_hash', '=', idHash)
    .where('staff_sessions.business_id', '=', businessId)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_members.revoked_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { session_id_hash, session_expires_at, ...member } = row;
  return { idHash: session_id_hash, expiresAt: session_expires_at, member };
}

/** Starts a session (inside the sign-in's transaction). */
export async function insertStaffSession(
  trx: Transaction<Database>,
  session: { idHash: string; businessId: number; staffId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await trx
    .insertInto('staff_sessions')
    .values({
      id_hash: session.idHash,
      business_id: session.businessId,
      staff_id: session.staffId,
      created_at: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** Revokes one session, or (no `idHash`) every live session of the member; returns how many were live. */
export async function revokeStaffSessions(
  db: Kysely<Database> | Transaction<Database>,
  target: { businessId: number; staffId: number; idHash?: string },
  now: Date,
): Promise<number> {
  let update = db
    .updateTable('staff_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('business_id', '=', target.businessId)
    .where('staff_id', '=', target.staffId)
    .where('revoked_at', 'is', null);
  if (target.idHash !== undefined) update = update.where('id_hash', '=', target.idHash);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
