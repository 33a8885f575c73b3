import type { Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Sign-in with Google or Facebook (docs/decisions/024):
 *
 * - `businesses.oauth_google_client_id` / `oauth_facebook_app_id`: the
 *   business file's `social_login` client ids (public; the secrets are server
 *   configuration). Null: that provider is off for the business.
 * - `social_sign_in_codes`: the one-time code the provider's return lands on
 *   the page with (`/?token=…`), traded once for a session within minutes.
 *   Only its SHA-256 is stored, as for e-mailed codes. The account itself is
 *   found by `users.google_subject` / `facebook_subject` (unique per business
 *   since migration 0002).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('oauth_google_client_id', 'text').execute();
  await db.schema.alterTable('businesses').addColumn('oauth_facebook_app_id', 'text').execute();
  await db.schema
    .createTable('social_sign_in_codes')
    .$call(businessId)
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('social_sign_in_codes_pk', ['business_id', 'code_hash'])
    .execute();
  await db.schema
    .createIndex('social_sign_in_codes_expiry_idx')
    .on('social_sign_in_codes')
    .columns(['business_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_sign_in_codes').execute();
  await db.schema.alterTable('businesses').dropColumn('oauth_facebook_app_id').execute();
  await db.schema.alterTable('businesses').dropColumn('oauth_google_client_id').execute();
}
