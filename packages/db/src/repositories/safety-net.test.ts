import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { recordOrderEvent } from './order-events.ts';
import { readOperations } from './operations.ts';
import {
  claimOwnerAlert,
  findBoardSafetySettings,
  listUnacceptedOrders,
  pauseForMissingBoard,
} from './safety-net.ts';

const at = (iso: string) => new Date(iso);
const ownerMail = {
  channel: 'email' as const,
  recipient: 'owner@example.com',
  subject: 'Ordine in attesa',
  bodyText: 'Un ordine aspetta',
  bodyHtml: null,
};
const ownerSms = { channel: 'sms' as const, recipient: '+393331234567', bodyText: 'Un ordine aspetta' };

describe.each(TEST_DIALECTS)('the safety net on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'safety-net');

  it('has the business file’s default minutes', async () => {
    const { db, businessId } = database();
    expect(await findBoardSafetySettings(db, businessId)).toEqual({
      alertAfterMinutes: 5,
      rejectAfterMinutes: 15,
      absentPauseMinutes: 3,
    });
  });

  it('lists orders to_manage by when they reached the business (their created event), not when they were started', async () => {
    const { db, businessId, otherBusinessId } = database();
    const direct = await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'SN-1',
      created_at: '2026-03-01T19:00:00.000Z',
    });
    await recordOrderEvent(db, {
      businessId,
      orderId: direct,
      kind: 'created',
      at: at('2026-03-01T19:00:00Z'),
    });
    // Started at 18:50, paid (and so shown to the business) only at 19:04.
    const paidLate = await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'SN-2',
      created_at: '2026-03-01T18:50:00.000Z',
    });
    await recordOrderEvent(db, {
      businessId,
      orderId: paidLate,
      kind: 'created',
      at: at('2026-03-01T19:04:00Z'),
    });
    await insertTestOrder(db, {
      businessId,
      userId: null,
      code: 'SN-3',
      status_code: 'confirmed',
      created_at: '2026-03-01T18:00:00.000Z',
    });
    await insertTestOrder(db, {
      businessId: otherBusinessId,
      userId: null,
      code: 'SN-4',
      created_at: '2026-03-01T18:00:00.000Z',
    });

    expect(await listUnacceptedOrders(db, { businessId, reachedBefore: at('2026-03-01T19:03:00Z') })).toEqual(
      [{ orderId: direct, code: 'SN-1', reachedAt: '2026-03-01T19:00:00.000Z' }],
    );
    expect(
      (await listUnacceptedOrders(db, { businessId, reachedBefore: at('2026-03-01T19:05:00Z') })).map(
        (o) => o.orderId,
      ),
    ).toEqual([direct, paidLate]);

    // Told once: a second claim, from another job runner too, queues nothing.
    const [first, second] = await Promise.all([
      claimOwnerAlert(db, {
        businessId,
        orderId: direct,
        at: at('2026-03-01T19:05:00Z'),
        messages: [ownerMail],
      }),
      claimOwnerAlert(db, {
        businessId,
        orderId: direct,
        at: at('2026-03-01T19:05:00Z'),
        messages: [ownerMail],
      }),
    ]);
    expect([first, second].map((ids) => ids.length).sort()).toEqual([0, 1]);
    expect(
      (
        await listUnacceptedOrders(db, {
          businessId,
          reachedBefore: at('2026-03-01T19:10:00Z'),
          notAlerted: true,
        })
      ).map((o) => o.orderId),
    ).toEqual([paidLate]);
  });

  it('sends the owner’s SMS only while the business has credit, taking one', async () => {
    const { db, businessId } = database();
    await db.updateTable('businesses').set({ sms_credit: 1 }).where('id', '=', businessId).execute();
    const one = await insertTestOrder(db, { businessId, userId: null, code: 'SN-5' });
    const two = await insertTestOrder(db, { businessId, userId: null, code: 'SN-6' });
    expect(
      await claimOwnerAlert(db, {
        businessId,
        orderId: one,
        at: at('2026-03-01T19:05:00Z'),
        messages: [ownerMail, ownerSms],
      }),
    ).toHaveLength(2);
    expect(
      await claimOwnerAlert(db, {
        businessId,
        orderId: two,
        at: at('2026-03-01T19:05:00Z'),
        messages: [ownerMail, ownerSms],
      }),
    ).toHaveLength(1);
    const credit = await db
      .selectFrom('businesses')
      .select('sms_credit')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(credit.sms_credit).toBe(0);
  });

  it('pauses for a missing board once, with the owner’s message in the same transaction', async () => {
    const { db, businessId } = database();
    const before = await db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    const results = await Promise.all([
      pauseForMissingBoard(db, { businessId, at: at('2026-03-02T19:00:00Z'), messages: [ownerMail] }),
      pauseForMissingBoard(db, { businessId, at: at('2026-03-02T19:00:00Z'), messages: [ownerMail] }),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const after = await db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect((await readOperations(db, businessId, at('2026-03-02T19:30:00Z'))).pause?.reason).toBe('no_board');
  });
});
