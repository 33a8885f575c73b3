import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffMembersTable, StaffRole } from '../tables.ts';
import { userEmailNormalize } from './users.ts';

/** A staff member as stored. */
export type StaffMemberRecord = Selectable<StaffMembersTable>;

/** The form a member's e-mail is stored and looked up in: the customers' one (trimmed, lower case). */
export const staffEmailNormalize = userEmailNormalize;

/** The business's member with this e-mail (revoked ones included: they cannot sign in, and the e-mail stays taken). */
export async function findStaffMemberByEmail(
  db: Kysely<Database>,
  businessId: number,
  email: string,
): Promise<StaffMemberRecord | undefined> {
  return db
    .selectFrom('staff_members')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('email', '=', staffEmailNormalize(email))
    .executeTakeFirst();
}

/** The business's member by id; another business's id finds nothing. */
export async function findStaffMemberById(
  db: Kysely<Database>,
  businessId: number,
  staffId: number,
): Promise<StaffMemberRecord | undefined> {
  return db
    .selectFrom('staff_members')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', staffId)
    .executeTakeFirst();
}

/** A member as the owner's staff page lists it. */
export interface StaffMemberSummary {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** False until the member has set a password from the one-time link. */
  passwordSet: boolean;
  totpEnabled: boolean;
  createdAt: string;
  revokedAt: string | null;
}

/** Every member of the business, the active ones first, then by name. */
export async function listStaffMembers(
  db: Kysely<Database>,
  businessId: number,
): Promise<StaffMemberSummary[]> {
  const rows = await db
    .selectFrom('staff_members')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      passwordSet: row.password_hash !== null,
      totpEnabled: row.totp_enabled_at !== null,
      createdAt: row.created_at,
      revokedAt: row.revoked_at,
    }))
    .sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null));
}

/**
 * Counts one failed sign-in in one statement (two servers counting at once
 * both count); the one that reaches `maxFailures` locks the member until
 * `lockedUntil`, and the counter starts again.
 */
export async function countStaffLoginFailure(
  db: Kysely<Database>,
  businessId: number,
  staffId: number,
  policy: { maxFailures: number; lockedUntil: Date },
): Promise<void> {
  await db
    .updateTable('staff_members')
    .set((eb) => ({
      locked_until: eb
        .case()
        .when('failed_logins', '>=', policy.maxFailures - 1)
        .then(policy.lockedUntil.toISOString())
        .else(eb.ref('locked_until'))
        .end(),
      failed_logins: eb
        .case()
        .when('failed_logins', '>=', policy.maxFailures - 1)
        .then(0)
        .else(eb('failed_logins', '+', 1))
        .end(),
    }))
    .where('business_id', '=', businessId)
    .where('id', '=', staffId)
    .execute();
}

/** Whether the member is locked out at `now`. */
export function staffMemberIsLocked(member: Pick<StaffMemberRecord, 'locked_until'>, now: Date): boolean {
  return member.locked_until !== null && member.locked_until > now.toISOString();
}
