import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0010 rebuilds `payment_transactions` on SQLite to widen its state
// CHECK: rows and ids must come through, and the new rules must hold.
describe.each(TEST_DIALECTS)('migration 0010-payments on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('keeps existing transactions as payments and adds refunds, capture ids, gateways and unique provider events', async () => {
    const { db } = database();
    // Every migration before this one (0009 landed after it, in number order before it).
    const { migrator, businessId } = await migratedUpTo(db, '0009-business-messaging', 'm10');
    const orderId = await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'PAID',
      transactions: [
        { status: 'paid', amount: 1950, resourceUrlPay: 'https://pay.example/1' },
        { status: 'failed', amount: 1950, resourceUrlPay: null },
      ],
    });

    // Up to this migration only: later ones (0011…) are not what this test is about.
    const step = await migrator.migrateTo('0010-payments');
    expect(step.error).toBeUndefined();
    expect(step.results?.map((result) => result.migrationName)).toEqual(['0010-payments']);

    const rows = await db
      .selectFrom('payment_transactions')
      .select(['id', 'status', 'kind', 'refund_of', 'provider_capture_id', 'amount'])
      .orderBy('id')
      .execute();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { status: 'paid', kind: 'payment', refund_of: null, provider_capture_id: null, amount: 1950 },
      { status: 'failed', kind: 'payment', refund_of: null, provider_capture_id: null, amount: 1950 },
    ]);
    const paidId = rows[0]!.id;

    // A refund row with the new state; a second refund of the same payment is refused by the database.
    const refund = {
      business_id: businessId,
      order_id: orderId,
      provider: 'sandbox',
      status: 'refunded' as const,
      amount: 1950,
      kind: 'refund' as const,
      refund_of: paidId,
    };
    await db.insertInto('payment_transactions').values(refund).execute();
    await expect(
      db
        .insertInto('payment_transactions')
        .values({ ...refund, status: 'pending' })
        .execute(),
    ).rejects.toThrow(/unique/i);
    await db
      .updateTable('payment_transactions')
      .set({ status: 'mismatch' })
      .where('id', '=', rows[1]!.id)
      .execute();
    await expect(
      db
        .updateTable('payment_transactions')
        .set({ status: 'lost' as 'paid' })
        .where('id', '=', paidId)
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await expect(
      db
        .updateTable('payment_transactions')
        .set({ kind: 'gift' as 'refund' })
        .where('id', '=', paidId)
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    // The provider's reference is still unique per provider.
    await db
      .updateTable('payment_transactions')
      .set({ provider_reference: 'cs_1' })
      .where('id', '=', paidId)
      .execute();
    await expect(
      db
        .updateTable('payment_transactions')
        .set({ provider_reference: 'cs_1' })
        .where('id', '=', rows[1]!.id)
        .execute(),
    ).rejects.toThrow(/unique/i);

    // One row per provider event: the same event id twice is refused, another provider's same id is not.
    const event = {
      business_id: businessId,
      provider: 'stripe',
      event_id: 'evt_1',
      kind: 'paid',
      type: 'checkout.session.completed',
      reference: 'cs_1',
      transaction_id: paidId,
      amount: 1950,
      currency: 'EUR',
    };
    await db.insertInto('payment_events').values(event).execute();
    await expect(db.insertInto('payment_events').values(event).execute()).rejects.toThrow(/unique/i);
    await db
      .insertInto('payment_events')
      .values({ ...event, provider: 'paypal' })
      .execute();

    // Payment methods name their gateway, from a closed list.
    await db
      .insertInto('payment_methods')
      .values({
        business_id: businessId,
        code: 'card',
        position: 0,
        name: 'Carta',
        label: '',
        description: '',
        is_online: 1,
        gateway: 'stripe',
        languages_json: '{}',
      })
      .execute();
    await expect(
      db
        .insertInto('payment_methods')
        .values({
          business_id: businessId,
          code: 'bank',
          position: 1,
          name: 'Bank',
          label: '',
          description: '',
          is_online: 1,
          gateway: 'bank' as 'stripe',
          languages_json: '{}',
        })
        .execute(),
    ).rejects.toThrow(/check constraint/i);

    // Deleting the order takes its transactions and their events with it.
    await db.deleteFrom('orders').where('id', '=', orderId).execute();
    expect(await db.selectFrom('payment_transactions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('payment_events').select('id').execute()).toEqual([]);
  });
});
