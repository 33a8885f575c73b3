import type { Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Rate-limit counters shared by every app server on the database (per IP and
 * route, failed logins per account, e-mails per recipient), so a limit holds
 * however many servers sit behind the load balancer. One row per limited key:
 * the key is stored only as a SHA-256 (no e-mail or IP address at rest), the
 * count runs until expires_at, then the next hit starts a new window in place.
 * The index on expires_at keeps the bounded clean-up of dead keys cheap.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .$call(businessId)
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['business_id', 'key_hash'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expiry_idx')
    .on('rate_limit_counters')
    .columns(['business_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
