import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** A row of `server_secrets` (migration 0004). */
export interface ServerSecretsTable {
  business_id: number;
  name: string;
  value: string;
  created_at: string;
}

type WithSecrets = Kysely<Database & { server_secrets: ServerSecretsTable }>;

function withSecrets(db: Kysely<Database>): WithSecrets {
  // The table's type lives here, beside its only reader, rather than in the shared tables.ts.
  return db.withTables<{ server_secrets: ServerSecretsTable }>();
}

/**
 * The business's stored secret `name`, created from `generate()` on first use.
 * Safe when several servers start at once: the first insert wins and every
 * server reads back that one value.
 */
export async function serverSecretGetOrCreate(
  db: Kysely<Database>,
  businessId: number,
  name: string,
  generate: () => string,
): Promise<string> {
  const secrets = withSecrets(db);
  const existing = await secrets
    .selectFrom('server_secrets')
    .select('value')
    .where('business_id', '=', businessId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing !== undefined) return existing.value;
  await secrets
    .insertInto('server_secrets')
    .values({ business_id: businessId, name, value: generate(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['business_id', 'name']).doNothing())
    .execute();
  const stored = await secrets
    .selectFrom('server_secrets')
    .select('value')
    .where('business_id', '=', businessId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}
