import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestBusiness } from '../test/customer-fixture.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { customerHasOrdered } from './first-order.ts';

const anna = { email: 'Anna.Rossi@Example.com', phoneE164: '+393331234567' };

describe.each(TEST_DIALECTS)('first-order lookup on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('finds a received order by e-mail (any case) or phone, never one the business did not receive', async () => {
    const { db } = database();
    const businessId = await insertTestBusiness(db, 'first-order');
    const otherBusiness = await insertTestBusiness(db, 'first-order-other');
    await insertTestOrder(db, {
      businessId: otherBusiness,
      userId: null,
      code: 'OTHER',
      customer_email: 'anna.rossi@example.com',
    });
    for (const [n, status] of (['unverified', 'expired', 'waiting_payment', 'canceled'] as const).entries())
      await insertTestOrder(db, {
        businessId,
        userId: null,
        code: `NOT-${n}`,
        status_code: status,
        customer_email: 'anna.rossi@example.com',
        customer_phone_e164: anna.phoneE164,
      });
    expect(await customerHasOrdered(db, businessId, anna)).toBe(false);

    await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'BY-PHONE',
      status_code: 'delivered',
      customer_email: 'someone@example.com',
      customer_phone_e164: anna.phoneE164,
    });
    expect(await customerHasOrdered(db, businessId, anna)).toBe(true);
    expect(
      await customerHasOrdered(db, businessId, { email: 'anna.rossi@example.com', phoneE164: null }),
    ).toBe(false);
    await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'BY-EMAIL',
      status_code: 'to_manage',
      customer_email: 'anna.rossi@example.com',
      customer_phone_e164: null,
    });
    expect(
      await customerHasOrdered(db, businessId, { email: 'ANNA.ROSSI@example.com', phoneE164: null }),
    ).toBe(true);
  });

  it.runIf(dialect === 'sqlite')(
    'seeks the received statuses in the indexes instead of reading every past order of that e-mail or phone',
    async () => {
      const { db } = database();
      // The statement customerHasOrdered runs, compiled as SQLite gets it, then planned.
      const statements: CompiledQuery[] = [];
      const capturing = db.withPlugin({
        transformQuery: (args) => {
          statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
          return args.node;
        },
        transformResult: (args) => Promise.resolve(args.result),
      });
      await customerHasOrdered(capturing, 1, anna);
      expect(statements).toHaveLength(1);
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${statements[0]!.sql}`, [...statements[0]!.parameters]),
      );
      const details = plan.rows.map((row) => row.detail);
      expect(details).toContain(
        'SEARCH orders USING COVERING INDEX orders_customer_email_status_idx (business_id=? AND customer_email=? AND status_code=?)',
      );
      expect(details).toContain(
        'SEARCH orders USING COVERING INDEX orders_customer_phone_status_idx (business_id=? AND customer_phone_e164=? AND status_code=?)',
      );
      expect(details.filter((detail) => detail.startsWith('SCAN orders'))).toEqual([]);
    },
  );
});
