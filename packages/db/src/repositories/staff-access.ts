import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@ordina/contracts';
import type { Database, StaffRole } from '../tables.ts';
import { insertOutboxMessage } from './outbox.ts';
import type { NewOutboxMessage } from './outbox.ts';
import { recordStaffAudit } from './staff-audit.ts';
import type { StaffAuditEntry } from './staff-audit.ts';
import { claimStaffTotpStep } from './staff-totp.ts';
import { staffEmailNormalize } from './staff-members.ts';
import { insertStaffSession, revokeStaffSessions } from './staff-sessions.ts';

/*
 * The staff-access use cases (docs/decisions/043), each ONE transaction owned
 * here (docs/decisions/014) with its staff_audit row: the route decides the
 * values (hashes, links, texts, expiry times) and maps the answer to HTTP.
 * `actorId` is the member who acts (null: the command line, before any owner).
 */

type Db = Kysely<Database>;

/** A one-time set-password link to store: its hash (the token is only in the link) and its end. */
export interface NewStaffPasswordToken {
  hash: string;
  expiresAt: Date;
}

export type CreateStaffMemberResult =
  { ok: true; staffId: number; mailId: number | null } | { ok: false; reason: 'email_exists' };

/**
 * A new member with its set-password link and, when given, the invitation
 * e-mail carrying it: all or none. `email_exists` when the business already
 * has a member with that e-mail (a revoked one too).
 */
export async function createStaffMember(
  db: Db,
  input: {
    businessId: number;
    actorId: number | null;
    email: string;
    name: string;
    role: StaffRole;
    locale: Locale;
    token: NewStaffPasswordToken;
    mail: NewOutboxMessage | null;
    now: Date;
  },
): Promise<CreateStaffMemberResult> {
  const { businessId, now } = input;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff_members')
      .values({
        business_id: businessId,
        email: staffEmailNormalize(input.email),
        name: input.name,
        role: input.role,
        locale: input.locale,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['business_id', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return { ok: false, reason: 'email_exists' } as const;
    await insertPasswordToken(trx, businessId, inserted.id, input.token, now);
    const mailId = input.mail === null ? null : await insertOutboxMessage(trx, businessId, input.mail, now);
    await recordStaffAudit(trx, {
      businessId,
      staffId: input.actorId,
      action: 'staff.invited',
      detail: { memberId: inserted.id, email: staffEmailNormalize(input.email), role: input.role },
      at: now,
    });
    return { ok: true, staffId: inserted.id, mailId } as const;
  });
}

async function insertPasswordToken(
  trx: Transaction<Database>,
  businessId: number,
  staffId: number,
  token: NewStaffPasswordToken,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('staff_password_tokens')
    .values({
      token_hash: token.hash,
      business_id: businessId,
      staff_id: staffId,
      created_at: now.toISOString(),
      expires_at: token.expiresAt.toISOString(),
    })
    .execute();
}

/**
 * Sets the password from a one-time link: the token is used once (a second
 * use, an expired token or a revoked member's finds nothing), the member's
 * other links die, every session of the member ends. The member's id, or
 * undefined for a token that does not work.
 */
export async function setStaffPassword(
  db: Db,
  input: { businessId: number; tokenHash: string; passwordHash: string; now: Date },
): Promise<number | undefined> {
  const { businessId, now } = input;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_password_tokens')
      .set({ used_at: at })
      .where('business_id', '=', businessId)
      .where('token_hash', '=', input.tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('staff_members')
            .select('id')
            .whereRef('staff_members.id', '=', 'staff_password_tokens.staff_id')
            .where('staff_members.revoked_at', 'is', null),
        ),
      )
      .returning('staff_id')
      .executeTakeFirst();
    if (used === undefined) return undefined;
    const staffId = used.staff_id;
    await trx
      .updateTable('staff_members')
      .set({ password_hash: input.passwordHash, failed_logins: 0, locked_until: null })
      .where('id', '=', staffId)
      .execute();
    await trx
      .updateTable('staff_password_tokens')
      .set({ used_at: at })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .execute();
    await revokeStaffSessions(trx, { businessId, staffId }, now);
    await recordStaffAudit(trx, { businessId, staffId, action: 'staff.password_set', at: now });
    return staffId;
  });
}

/** A fresh set-password link for an existing member (the owner re-sends an invitation): the old links die. Undefined: no such active member. */
export async function renewStaffPasswordToken(
  db: Db,
  input: {
    businessId: number;
    actorId: number | null;
    staffId: number;
    token: NewStaffPasswordToken;
    mail: NewOutboxMessage | null;
    now: Date;
  },
): Promise<{ mailId: number | null } | undefined> {
  const { businessId, now } = input;
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_members')
      .select('id')
      .where('business_id', '=', businessId)
      .where('id', '=', input.staffId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (member === undefined) return undefined;
    await trx
      .updateTable('staff_password_tokens')
      .set({ used_at: now.toISOString() })
      .where('staff_id', '=', input.staffId)
      .where('used_at', 'is', null)
      .execute();
    await insertPasswordToken(trx, businessId, input.staffId, input.token, now);
    const mailId = input.mail === null ? null : await insertOutboxMessage(trx, businessId, input.mail, now);
    await recordStaffAudit(trx, {
      businessId,
      staffId: input.actorId,
      action: 'staff.link_sent',
      detail: { memberId: input.staffId },
      at: now,
    });
    return { mailId };
  });
}

/**
 * A successful sign-in: the session, the failure counter back to zero, the
 * recovery code spent when one was used, the TOTP code's step claimed when
 * one was used (false: the code or step was spent meanwhile, and nothing is
 * written), and the audit row.
 */
export async function startStaffSession(
  db: Db,
  input: {
    businessId: number;
    staffId: number;
    idHash: string;
    expiresAt: Date;
    recoveryCodeHash: string | null;
    totpStep: number | null;
    now: Date;
  },
): Promise<boolean> {
  const { businessId, staffId, now } = input;
  return db.transaction().execute(async (trx) => {
    // The code's time step is spent by this sign-in: the same code (a replay, a second server racing) opens nothing.
    if (input.totpStep !== null && !(await claimStaffTotpStep(trx, businessId, staffId, input.totpStep)))
      return false;
    if (input.recoveryCodeHash !== null) {
      const spent = await trx
        .updateTable('staff_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('business_id', '=', businessId)
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', input.recoveryCodeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) return false;
    }
    await trx
      .updateTable('staff_members')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', staffId)
      .execute();
    await insertStaffSession(trx, {
      idHash: input.idHash,
      businessId,
      staffId,
      expiresAt: input.expiresAt,
      now,
    });
    await recordStaffAudit(trx, {
      businessId,
      staffId,
      action: 'staff.signed_in',
      detail: input.recoveryCodeHash === null ? null : { recoveryCode: true },
      at: now,
    });
    return true;
  });
}

/** Whether the member has this recovery code unused (checked before the sign-in spends it). */
export async function staffRecoveryCodeIsUnused(
  db: Db,
  businessId: number,
  staffId: number,
  codeHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select('code_hash')
    .where('business_id', '=', businessId)
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Signs out: this session, or every session of the member (`everywhere`). */
export async function endStaffSessions(
  db: Db,
  input: { businessId: number; staffId: number; idHash: string; everywhere: boolean; now: Date },
): Promise<void> {
  const { businessId, staffId, now } = input;
  await db.transaction().execute(async (trx) => {
    await revokeStaffSessions(
      trx,
      { businessId, staffId, ...(input.everywhere ? {} : { idHash: input.idHash }) },
      now,
    );
    await recordStaffAudit(trx, {
      businessId,
      staffId,
      action: input.everywhere ? 'staff.signed_out_everywhere' : 'staff.signed_out',
      at: now,
    });
  });
}

export type StaffChangeResult = { ok: true } | { ok: false; reason: 'not_found' | 'last_owner' };

/** How many active owners the business has besides `staffId`. */
async function otherActiveOwners(
  trx: Transaction<Database>,
  businessId: number,
  staffId: number,
): Promise<number> {
  const row = await trx
    .selectFrom('staff_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('business_id', '=', businessId)
    .where('role', '=', 'owner')
    .where('revoked_at', 'is', null)
    .where('id', '!=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a change to an active member writes: the change itself, then the action and detail its audit row records. */
interface ActiveMemberChange {
  /** True when the member's present role already is what the change makes it: nothing is written. */
  unchanged?: (role: StaffRole) => boolean;
  write: (trx: Transaction<Database>, role: StaffRole) => Promise<Pick<StaffAuditEntry, 'action' | 'detail'>>;
}

/**
 * One transaction changing an active member in a way that takes an owner's role away: `not_found` when
 * the business has no such active member, `last_owner` when the member is the business's last active
 * owner; otherwise the change, the end of the member's sessions (they carried the old rights) and the
 * actor's audit row.
 */
async function changeActiveMember(
  db: Db,
  input: { businessId: number; actorId: number; staffId: number; now: Date },
  change: ActiveMemberChange,
): Promise<StaffChangeResult> {
  const { businessId, staffId, now } = input;
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_members')
      .select(['role'])
      .where('business_id', '=', businessId)
      .where('id', '=', staffId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (member === undefined) return { ok: false, reason: 'not_found' } as const;
    if (change.unchanged?.(member.role) === true) return { ok: true } as const;
    if (member.role === 'owner' && (await otherActiveOwners(trx, businessId, staffId)) === 0)
      return { ok: false, reason: 'last_owner' } as const;
    const audit = await change.write(trx, member.role);
    await revokeStaffSessions(trx, { businessId, staffId }, now);
    await recordStaffAudit(trx, { businessId, staffId: input.actorId, ...audit, at: now });
    return { ok: true } as const;
  });
}

/**
 * Changes a member's role; the member's sessions end (they carried the old
 * role). `last_owner`: the business would be left without an active owner.
 */
export async function changeStaffRole(
  db: Db,
  input: { businessId: number; actorId: number; staffId: number; role: StaffRole; now: Date },
): Promise<StaffChangeResult> {
  const { staffId } = input;
  return changeActiveMember(db, input, {
    unchanged: (role) => role === input.role,
    write: async (trx, from) => {
      await trx.updateTable('staff_members').set({ role: input.role }).where('id', '=', staffId).execute();
      return { action: 'staff.role_changed', detail: { memberId: staffId, from, to: input.role } };
    },
  });
}

/** Revokes a member: no sign-in, every session ended, unused links dead. `last_owner` as for a role change. */
export async function revokeStaffMember(
  db: Db,
  input: { businessId: number; actorId: number; staffId: number; now: Date },
): Promise<StaffChangeResult> {
  const { staffId, now } = input;
  return changeActiveMember(db, input, {
    write: async (trx) => {
      await trx
        .updateTable('staff_members')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', staffId)
        .execute();
      await trx
        .updateTable('staff_password_tokens')
        .set({ used_at: now.toISOString() })
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .execute();
      return { action: 'staff.revoked', detail: { memberId: staffId } };
    },
  });
}

/** Sets the member's own language for the restaurant's side. */
export async function setStaffLocale(
  db: Db,
  input: { businessId: number; staffId: number; locale: Locale; now: Date },
): Promise<void> {
  const { businessId, staffId, now } = input;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_members')
      .set({ locale: input.locale })
      .where('business_id', '=', businessId)
      .where('id', '=', staffId)
      .execute();
    await recordStaffAudit(trx, {
      businessId,
      staffId,
      action: 'staff.locale_changed',
      detail: { locale: input.locale },
      at: now,
    });
  });
}
