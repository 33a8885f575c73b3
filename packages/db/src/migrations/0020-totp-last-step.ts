import type { Kysely } from 'kysely';

/*
 * A TOTP code is good once (RFC 6238 §5.2, docs/decisions/050):
 * `staff_members.totp_last_step` is the time step (Unix time / 30 s) of the
 * last code the member's second factor accepted — at enabling, signing in or
 * disabling. A code is accepted only for a later step, claimed with one
 * conditional UPDATE, so a code seen over a shoulder or replayed from a
 * captured request within its 90-second window opens nothing, and two
 * servers racing on one code let one through. Null: no code used yet with
 * the current secret (a new set-up clears it).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_members').dropColumn('totp_last_step').execute();
}
