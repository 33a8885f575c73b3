import { sql, type Kysely } from 'kysely';
import { autoId, businessId, cents, oneOf, timestamp } from './schema-helpers.ts';

/*
 * Rows written while orders flow: delivery-slot capacity, verification codes,
 * the e-mail/SMS outbox, payment transactions and idempotency keys. Each
 * concurrency rule is a constraint or a conditional statement that holds on
 * both engines: a slot is taken with `UPDATE … SET accepted = accepted + 1
 * WHERE accepted < max`, a repeated request hits UNIQUE(business_id, key).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_slots')
    .$call(businessId)
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('accepted', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`accepted >= 0`),
    )
    .addColumn('max', 'integer', (col) => col.notNull().check(sql`${sql.ref('max')} >= 0`))
    .addPrimaryKeyConstraint('delivery_slots_pk', ['business_id', 'date', 'time'])
    .execute();

  await db.schema
    .createTable('verification_codes')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(oneOf('purpose', ['order', 'account', 'password_reset'])),
    )
    .addColumn('code', 'text', (col) => col.notNull())
    // Secret paired with the id in links such as /ordine/in-attesa-di-convalida/{otid}/{hash}.
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(oneOf('channel', ['email', 'sms'])))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
    // What is waiting for the code (e.g. an order draft), read whole when it is verified.
    .addColumn('payload_json', 'text')
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(timestamp(db, 'created_at'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('verification_codes_code_unique', ['business_id', 'code'])
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('channel', 'text', (col) => col.notNull().check(oneOf('channel', ['email', 'sms'])))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'sent', 'failed'])),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .$call(timestamp(db, 'created_at'))
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_messages_status_idx')
    .on('outbox_messages')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('payment_transactions')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['pending', 'paid', 'failed', 'canceled'])),
    )
    .$call(cents('amount'))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('EUR'))
    .addColumn('resource_url_pay', 'text')
    .$call(timestamp(db, 'created_at'))
    .$call(timestamp(db, 'updated_at'))
    .addUniqueConstraint('payment_transactions_reference_unique', ['provider', 'provider_reference'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_order_idx')
    .on('payment_transactions')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('key', 'text', (col) => col.notNull())
    // Hash of the request body: the same key with a different body is a client error.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('response_json', 'text')
    .$call(timestamp(db, 'created_at'))
    .addUniqueConstraint('idempotency_keys_key_unique', ['business_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'payment_transactions',
    'outbox_messages',
    'verification_codes',
    'delivery_slots',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
