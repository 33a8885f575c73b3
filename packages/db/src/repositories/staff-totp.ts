import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../tables.ts';
import { recordStaffAudit } from './staff-audit.ts';

/*
 * The owner's second factor (docs/decisions/043, 050), each use case one
 * transaction with its audit row. The route checks a code against the secret
 * and passes its time step (Unix seconds / 30); a step is claimed once: a
 * code is accepted only when its step is later than the last one accepted
 * (`totp_last_step`), in the same conditional UPDATE that uses it, so a
 * replayed code is refused even by a second server racing the first.
 */

type Db = Kysely<Database>;

/**
 * Claims `step` as the member's last accepted TOTP step: true when it is later
 * than the last one (or none was used yet), false for a replayed or older
 * code. Inside the caller's transaction.
 */
export async function claimStaffTotpStep(
  trx: Transaction<Database>,
  businessId: number,
  staffId: number,
  step: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('business_id', '=', businessId)
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Starts (or restarts) the TOTP set-up with a new secret (no step used with it yet); false when TOTP is already on (disable it first). */
export async function beginStaffTotp(
  db: Db,
  input: { businessId: number; staffId: number; secret: string; now: Date },
): Promise<boolean> {
  const { businessId, staffId, now } = input;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_members')
      .set({ totp_secret: input.secret, totp_last_step: null })
      .where('business_id', '=', businessId)
      .where('id', '=', staffId)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordStaffAudit(trx, { businessId, staffId, action: 'staff.totp_setup_started', at: now });
    return true;
  });
}

/**
 * Turns TOTP on (the set-up's secret proven by the code of `step`, which is
 * then spent) with fresh recovery codes; false when not set up, already on,
 * or the step was used already.
 */
export async function enableStaffTotp(
  db: Db,
  input: {
    businessId: number;
    staffId: number;
    step: number;
    recoveryCodeHashes: readonly string[];
    now: Date;
  },
): Promise<boolean> {
  const { businessId, staffId, now } = input;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_members')
      .set({ totp_enabled_at: now.toISOString(), totp_last_step: input.step })
      .where('business_id', '=', businessId)
      .where('id', '=', staffId)
      .where('totp_enabled_at', 'is', null)
      .where('totp_secret', 'is not', null)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', input.step)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(
        input.recoveryCodeHashes.map((hash) => ({
          business_id: businessId,
          staff_id: staffId,
          code_hash: hash,
        })),
      )
      .execute();
    await recordStaffAudit(trx, { businessId, staffId, action: 'staff.totp_enabled', at: now });
    return true;
  });
}

/** Turns TOTP off with the code of `step` (spent like a sign-in's): secret, last step and recovery codes gone; false when it is off or the step was used already. */
export async function disableStaffTotp(
  db: Db,
  input: { businessId: number; staffId: number; step: number; now: Date },
): Promise<boolean> {
  const { businessId, staffId, now } = input;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_members')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('business_id', '=', businessId)
      .where('id', '=', staffId)
      .where('totp_enabled_at', 'is not', null)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', input.step)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
    await recordStaffAudit(trx, { businessId, staffId, action: 'staff.totp_disabled', at: now });
    return true;
  });
}
