import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../database.ts';
import { autoId, businessId, flag, timestamp } from './schema-helpers.ts';

/*
 * A deleted (anonymised) account keeps no e-mail at all: `users.email` becomes
 * nullable and every deleted row's e-mail NULL. Before, a deleted account took
 * the placeholder `deleted-<id>@anonymised.invalid`, so anyone who registered
 * that address first made the deletion fail on UNIQUE (business_id, email) —
 * a customer's erasure depended on what others registered. UNIQUE ignores
 * NULLs on both engines, so any number of deleted rows coexist, and a CHECK
 * keeps "no e-mail" for deleted rows only.
 *
 * PostgreSQL relaxes the column in place. SQLite cannot drop NOT NULL: the
 * table is rebuilt (sqlite.org/lang_altertable.html, "other kinds of table
 * schema changes") with foreign keys off, so dropping the old table neither
 * cascades to sessions and addresses nor nulls orders.user_id; the children's
 * references to "users" then name the rebuilt table, checked before commit.
 */

const CHECK_NAME = 'users_email_unless_deleted';
const COLUMNS = [
  'id',
  'business_id',
  'email',
  'password_hash',
  'name',
  'lastname',
  'phone',
  'privacy_policy_accepted',
  'privacy_policy_accepted_at',
  'newsletter',
  'has_ordered',
  'email_verified_at',
  'google_subject',
  'facebook_subject',
  'deleted_at',
  'created_at',
  'updated_at',
];
/** The placeholder `down` gives deleted rows back (the old rule, unique per id). */
const OLD_PLACEHOLDER = sql`'deleted-' || id || '@anonymised.invalid'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('users').alterColumn('email', (col) => col.dropNotNull()).execute();
    await sql`update users set email = null where deleted_at is not null`.execute(db);
    await db.schema.alterTable('users').addCheckConstraint(CHECK_NAME, sql`email is not null or deleted_at is not null`).execute();
    return;
  }
  await rebuildSqliteUsers(db, 'nullable', sql`case when deleted_at is null then email end`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('users').dropConstraint(CHECK_NAME).execute();
    await sql`update users set email = ${OLD_PLACEHOLDER} where email is null`.execute(db);
    await db.schema.alterTable('users').alterColumn('email', (col) => col.setNotNull()).execute();
    return;
  }
  await rebuildSqliteUsers(db, 'required', sql`coalesce(email, ${OLD_PLACEHOLDER})`);
}

/**
 * Rebuilds SQLite's `users` with the e-mail column `nullable` (plus the CHECK)
 * or `required` (the 0002 definition), copying every row with `email` as the
 * new e-mail, in one transaction. Keeps the AUTOINCREMENT counter, so an id is
 * never handed out twice (ids are in tokens).
 */
async function rebuildSqliteUsers(db: Kysely<unknown>, email: 'nullable' | 'required', emailValue: RawBuilder<unknown>): Promise<void> {
  const foreignKeys = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys ?? 0;
  // A no-op inside a transaction: the migrator runs SQLite migrations outside one, on its single connection.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const counter = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'users'`.execute(trx)).rows[0]?.seq ?? 0;
      let table = trx.schema
        .createTable('users_rebuilt')
        .$call(autoId(trx))
        .$call(businessId)
        // Stored lower-cased by the caller, so the unique constraint is case-insensitive.
        .addColumn('email', 'text', (col) => (email === 'required' ? col.notNull() : col))
        .addColumn('password_hash', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('lastname', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
        .$call(flag('privacy_policy_accepted'))
        .addColumn('privacy_policy_accepted_at', 'text')
        .$call(flag('newsletter'))
        .$call(flag('has_ordered'))
        .addColumn('email_verified_at', 'text')
        .addColumn('google_subject', 'text')
        .addColumn('facebook_subject', 'text')
        .addColumn('deleted_at', 'text')
        .$call(timestamp(trx, 'created_at'))
        .$call(timestamp(trx, 'updated_at'))
        .addUniqueConstraint('users_email_unique', ['business_id', 'email'])
        .addUniqueConstraint('users_google_unique', ['business_id', 'google_subject'])
        .addUniqueConstraint('users_facebook_unique', ['business_id', 'facebook_subject']);
      if (email === 'nullable') table = table.addCheckConstraint(CHECK_NAME, sql`email is not null or deleted_at is not null`);
      await table.execute();

      const copied = COLUMNS.map((column) => (column === 'email' ? emailValue : sql.ref(column)));
      await sql`insert into users_rebuilt (${sql.join(COLUMNS.map((c) => sql.ref(c)))}) select ${sql.join(copied)} from users`.execute(trx);
      await trx.schema.dropTable('users').execute();
      await trx.schema.alterTable('users_rebuilt').renameTo('users').execute();
      if (counter > 0) {
        const kept = await sql`update sqlite_sequence set seq = max(seq, ${counter}) where name = 'users'`.execute(trx);
        if (kept.numAffectedRows === 0n) await sql`insert into sqlite_sequence (name, seq) values ('users', ${counter})`.execute(trx);
      }

      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`rebuilding users broke ${broken.rows.length} foreign key reference(s)`);
    });
  } finally {
    if (foreignKeys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}
