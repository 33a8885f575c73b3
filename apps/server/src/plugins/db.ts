import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  findBusinessByKey,
  getBusinessKeys,
  importBusinessFile,
  listPaymentMethodGateways,
  migrateToLatest,
  openDatabase,
} from '@ordina/db';
import type { OpenDatabase } from '@ordina/db';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (Kysely + dialect), closed when the app closes. */
    database: OpenDatabase;
    /** The business this deployment serves (BUSINESS_KEY or the first one in the database). */
    businessKey: string;
    /** Database id of that business (the `business_id` every row of it carries). */
    businessId: number;
  }
}

/** Opens the database, applies migrations, imports the seed business on first start and picks the business. */
async function database(app: FastifyInstance, { config }: { config: Config }) {
  const database = openDatabase(config.databaseUrl);
  try {
    app.decorate('database', database);
    const businessKey = await prepareDatabase(database, config, app.log);
    const business = await findBusinessByKey(database.db, businessKey);
    if (business === undefined) throw new Error(`Business "${businessKey}" vanished during start-up`);
    app.decorate('businessKey', businessKey);
    app.decorate('businessId', business.id);
  } catch (error) {
    // Start-up stops here: let the database go before reporting why.
    await database.close();
    throw error;
  }
  app.addHook('onClose', () => database.close());
}

/** Where `prepareDatabase` says what it did. */
export interface PrepareLog {
  info(fields: object, message: string): void;
}

/**
 * Migrates, seeds an empty database and returns the business to serve. The
 * primary of a cluster runs it once before starting its workers (then each
 * worker finds nothing to do).
 */
export async function prepareDatabase(
  database: OpenDatabase,
  config: Config,
  log: PrepareLog,
): Promise<string> {
  // migrateToLatest is typed for any schema (Kysely<unknown>); our typed instance is that schema.
  const applied = await migrateToLatest(database.db as unknown as Parameters<typeof migrateToLatest>[0]);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  let keys = await getBusinessKeys(database.db);
  if (keys.length === 0) {
    log.info({ file: config.seedBusinessFile }, 'empty database: importing the seed business');
    const file: unknown = JSON.parse(await readFile(config.seedBusinessFile, 'utf8'));
    await importBusinessFile(database.db, file);
    keys = await getBusinessKeys(database.db);
  }
  // Never the alphabetically first of several: a business imported beside the demo would not be served.
  if (config.businessKey === undefined && keys.length > 1)
    throw new Error(
      `The database holds ${keys.length} businesses (${keys.join(', ')}): set BUSINESS_KEY to the one to serve`,
    );
  const businessKey = config.businessKey ?? keys[0];
  if (businessKey === undefined || !keys.includes(businessKey)) {
    throw new Error(
      `Business "${config.businessKey ?? ''}" is not in the database (it has: ${keys.join(', ') || 'none'})`,
    );
  }
  if (config.deployment === 'live') await refuseDemoPayments(database, businessKey);
  return businessKey;
}

/** DEPLOYMENT=live: the sandbox gateway takes no money, so an order "paid" with it would be food given away. */
async function refuseDemoPayments(database: OpenDatabase, businessKey: string): Promise<void> {
  const business = await findBusinessByKey(database.db, businessKey);
  if (business === undefined) return;
  const sandbox = (await listPaymentMethodGateways(database.db, business.id)).filter(
    (method) => method.gateway === 'sandbox',
  );
  if (sandbox.length > 0)
    throw new Error(
      `DEPLOYMENT=live: the payment methods ${sandbox.map((method) => method.code).join(', ')} of "${businessKey}" use the sandbox gateway, which takes no money; give them "gateway": "stripe" or "paypal" in the business file and import it again`,
    );
}

export default fp(database, { name: 'db' });
