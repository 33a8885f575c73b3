import type { Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Bot-protection solutions already used, so a solution is accepted once even
 * when several app servers share one database (docs/architecture-brief.md "Database"):
 * the primary key (business_id, solution_hash) lets exactly one insert win.
 * Rows are only needed until the challenge expires; the index on expires_at
 * keeps the opportunistic clean-up cheap.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_captcha_solutions')
    .$call(businessId)
    .addColumn('solution_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('spent_captcha_solutions_pk', ['business_id', 'solution_hash'])
    .execute();
  await db.schema
    .createIndex('spent_captcha_solutions_expiry_idx')
    .on('spent_captcha_solutions')
    .columns(['business_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_captcha_solutions').execute();
}
