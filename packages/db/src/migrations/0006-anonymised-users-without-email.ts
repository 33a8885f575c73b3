import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.ts';
import { sqliteRebuildTable } from './sqlite-table-rebuild.ts';

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
 * table is rebuilt by `sqliteRebuildTable` (foreign keys off, so dropping the
 * old table neither cascades to sessions and addresses nor nulls
 * orders.user_id; rows, indexes and the AUTOINCREMENT counter kept).
 */

const CHECK_NAME = 'users_email_unless_deleted';
const CHECK_SQL = `constraint "${CHECK_NAME}" check (email is not null or deleted_at is not null)`;
/** The placeholder `down` gives deleted rows back (the old rule, unique per id). */
const OLD_PLACEHOLDER = sql`'deleted-' || id || '@anonymised.invalid'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema
      .alterTable('users')
      .alterColumn('email', (col) => col.dropNotNull())
      .execute();
    await sql`update users set email = null where deleted_at is not null`.execute(db);
    await db.schema
      .alterTable('users')
      .addCheckConstraint(CHECK_NAME, sql`email is not null or deleted_at is not null`)
      .execute();
    return;
  }
  // The rows keep their placeholder through the rebuild (the old NOT NULL still holds), then lose it.
  await sqliteRebuildTable(db, 'users', (createSql) =>
    withCheck(createSql.replace('"email" text not null', '"email" text')),
  );
  await sql`update users set email = null where deleted_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('users').dropConstraint(CHECK_NAME).execute();
    await sql`update users set email = ${OLD_PLACEHOLDER} where email is null`.execute(db);
    await db.schema
      .alterTable('users')
      .alterColumn('email', (col) => col.setNotNull())
      .execute();
    return;
  }
  await sql`update users set email = ${OLD_PLACEHOLDER} where email is null`.execute(db);
  await sqliteRebuildTable(db, 'users', (createSql) =>
    createSql.replace(`, ${CHECK_SQL}`, '').replace('"email" text,', '"email" text not null,'),
  );
}

/** Appends the CHECK to a CREATE TABLE statement (before its closing parenthesis). */
function withCheck(createSql: string): string {
  return `${createSql.slice(0, createSql.lastIndexOf(')'))}, ${CHECK_SQL})`;
}
