import type { Kysely } from 'kysely';
import { businessId, timestamp } from './schema-helpers.ts';

/*
 * Secrets a server generates for itself when the operator gives none (the
 * token-signing key when AUTH_SECRET is unset). Kept in the database so that
 * tokens survive a restart and every server on one PostgreSQL signs with the
 * same key. The first writer wins: (business_id, name) is the primary key.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .$call(businessId)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .$call(timestamp(db, 'created_at'))
    .addPrimaryKeyConstraint('server_secrets_pk', ['business_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
