import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.ts';
import { autoId, businessId, oneOf, timestamp } from './schema-helpers.ts';
import { sqliteRebuildTable } from './sqlite-table-rebuild.ts';

/*
 * Online payments (docs/decisions/018). Numbered 0010 while 0009 was handed to
 * the order API in parallel: it needs nothing of 0009 (the migrator runs a
 * lower number that lands later, see migrate.ts).
 *
 * - `payment_methods.gateway`: which gateway (sandbox, stripe, paypal) takes
 *   an online method's money; chosen in the business file.
 * - `payment_transactions` (migration 0003) becomes the ledger of money in and
 *   out: `kind` payment | refund; a refund row points at the payment it gives
 *   back (`refund_of`, UNIQUE, so a payment is refunded at most once whoever
 *   asks and however often); `provider_capture_id` is what a refund is issued
 *   against (Stripe's PaymentIntent, PayPal's capture). Two more states:
 *   `mismatch` (the provider reported an amount or currency other than the
 *   order's: recorded, not fulfilled) and `refunded` (a refund row done).
 * - `payment_events`: every provider event processed, UNIQUE per provider and
 *   event id, so a webhook delivered five times is applied once. It also keeps
 *   what the event reported and what became of it (the audit trail).
 * - The expiry sweep reads orders waiting for payment by age.
 */

const STATES_BEFORE = ['pending', 'paid', 'failed', 'canceled'];
const STATES_AFTER = [...STATES_BEFORE, 'mismatch', 'refunded'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('gateway', 'text', (col) => col.check(oneOf('gateway', ['sandbox', 'stripe', 'paypal'])))
    .execute();

  await db.schema
    .alterTable('payment_transactions')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('payment')
        .check(oneOf('kind', ['payment', 'refund'])),
    )
    .execute();
  // No foreign key: SQLite could not drop the column again (down), and both rows already go with their order.
  await db.schema.alterTable('payment_transactions').addColumn('refund_of', 'integer').execute();
  await db.schema.alterTable('payment_transactions').addColumn('provider_capture_id', 'text').execute();
  await widenTransactionStates(db, STATES_BEFORE, STATES_AFTER);
  await db.schema
    .createIndex('payment_transactions_refund_of_unique')
    .on('payment_transactions')
    .column('refund_of')
    .unique()
    .execute();
  // The refund retry reads pending refunds by age.
  await db.schema
    .createIndex('payment_transactions_state_idx')
    .on('payment_transactions')
    .columns(['kind', 'status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    // What the event means once normalised (paid, failed, expired, approved, ignored) and the provider's own name for it.
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('transaction_id', 'integer', (col) =>
      col.references('payment_transactions.id').onDelete('cascade'),
    )
    // As the provider reported them: compared with the order, never trusted.
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull().defaultTo('received'))
    .$call(timestamp(db, 'received_at'))
    .addUniqueConstraint('payment_events_event_unique', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('payment_events_transaction_idx')
    .on('payment_events')
    .column('transaction_id')
    .execute();

  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status_code', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('payment_transactions_state_idx').execute();
  await db.schema.dropIndex('payment_transactions_refund_of_unique').execute();
  // The old schema has no refunds and no mismatch: an amount that did not match was a failed payment.
  await sql`delete from payment_transactions where kind = 'refund'`.execute(db);
  await sql`update payment_transactions set status = 'failed' where status = 'mismatch'`.execute(db);
  await widenTransactionStates(db, STATES_AFTER, STATES_BEFORE);
  await db.schema.alterTable('payment_transactions').dropColumn('provider_capture_id').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('refund_of').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('kind').execute();
  await db.schema.alterTable('payment_methods').dropColumn('gateway').execute();
}

/** Replaces the CHECK on payment_transactions.status: in place on PostgreSQL, by a table rebuild on SQLite. */
async function widenTransactionStates(
  db: Kysely<unknown>,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL names a column CHECK <table>_<column>_check (migration 0003 declared it unnamed).
    await sql`alter table payment_transactions drop constraint payment_transactions_status_check`.execute(db);
    await sql`alter table payment_transactions add constraint payment_transactions_status_check check (${oneOf('status', to)})`.execute(
      db,
    );
    return;
  }
  const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
  await sqliteRebuildTable(db, 'payment_transactions', (createSql) =>
    createSql.replace(`check ("status" in (${list(from)}))`, `check ("status" in (${list(to)}))`),
  );
}
