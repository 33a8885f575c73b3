import { sql, type Kysely } from 'kysely';
import { autoId, businessId, oneOf, timestamp } from './schema-helpers.ts';

/*
 * The restaurant's side: staff accounts and access (docs/decisions/043, issue 33).
 *
 * - `staff_members`: who may sign in at /gestione for a business, e-mail unique
 *   per business, role `owner` (everything, manages staff) or `staff` (the
 *   board). `password_hash` (Argon2id) is null until the member sets it from the
 *   one-time link; `totp_secret` is set when an owner starts the TOTP set-up and
 *   counts only once `totp_enabled_at` is set; `failed_logins` / `locked_until`
 *   are the lock-out; `revoked_at` ends the member (no sign-in, no session).
 * - `staff_recovery_codes`: the TOTP recovery codes, only their SHA-256, each
 *   used once.
 * - `staff_sessions`: server-side sessions named by the SHA-256 of the opaque
 *   id in the cookie (a database leak gives no usable cookie); revoked by
 *   sign-out, sign-out everywhere, a role change or the member's revocation.
 * - `staff_password_tokens`: the one-time set-password links (24 h, single
 *   use), only their SHA-256.
 * - `staff_audit`: every state-changing staff call, written in the
 *   transaction of the change: who, what, when, which order, from which status
 *   to which, and a JSON detail. A member's rows stay when the member goes.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(oneOf('role', ['owner', 'staff'])))
    .addColumn('password_hash', 'text')
    .addColumn('locale', 'text', (col) =>
      col
        .notNull()
        .defaultTo('it')
        .check(oneOf('locale', ['it', 'en', 'fr', 'de'])),
    )
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    .addColumn('failed_logins', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failed_logins >= 0`),
    )
    .addColumn('locked_until', 'text')
    .$call(timestamp(db, 'created_at'))
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('staff_members_email_unique', ['business_id', 'email'])
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .$call(businessId)
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_members.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .$call(businessId)
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_members.id').onDelete('cascade'),
    )
    .$call(timestamp(db, 'created_at'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_member_idx')
    .on('staff_sessions')
    .columns(['staff_id', 'revoked_at'])
    .execute();

  await db.schema
    .createTable('staff_password_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .$call(businessId)
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_members.id').onDelete('cascade'),
    )
    .$call(timestamp(db, 'created_at'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_password_tokens_member_idx')
    .on('staff_password_tokens')
    .columns(['staff_id'])
    .execute();

  await db.schema
    .createTable('staff_audit')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('staff_id', 'integer', (col) => col.references('staff_members.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_business_idx')
    .on('staff_audit')
    .columns(['business_id', 'id'])
    .execute();
  await db.schema.createIndex('staff_audit_order_idx').on('staff_audit').columns(['order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.dropTable('staff_password_tokens').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_members').execute();
}
