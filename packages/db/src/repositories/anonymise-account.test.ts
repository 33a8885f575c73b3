import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestBusiness, insertTestCustomer, testSavedAddress } from '../test/customer-fixture.ts';
import { failingStatement } from '../test/failing-statement.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { listPushSubscriptions, savePushSubscription } from './push-subscriptions.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { anonymiseAccount } from './anonymise-account.ts';
import { findUserOrder } from './orders.ts';
import { insertSavedAddress, listSavedAddresses } from './saved-addresses.ts';

const NOW = new Date('2026-03-20T09:00:00.000Z');
const FUTURE = '2026-04-20T09:00:00.000Z';

describe.each(TEST_DIALECTS)('account anonymisation on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;
  let seeded = 0;

  beforeAll(async () => {
    businessId = await insertTestBusiness(database().db, 'anonymise');
  });

  /** A customer with two addresses, two live sessions, an e-mailed code, a sent e-mail and a detailed order. */
  async function seedCustomer(email: string) {
    const { db } = database();
    const userId = await insertTestCustomer(db, businessId, {
      email,
      name: 'Anna',
      lastname: 'Rossi',
      googleSubject: `google-${email}`,
    });
    for (const street of ['Roma', 'Milano']) {
      await insertSavedAddress(
        db,
        testSavedAddress({ businessId, userId }, street, { floor: '2', intercomName: 'Rossi', now: NOW }),
      );
    }
    for (const suffix of ['a', 'b']) {
      await db
        .insertInto('sessions')
        .values({ id: `${email}-${suffix}`, business_id: businessId, user_id: userId, expires_at: FUTURE })
        .execute();
    }
    await db
      .insertInto('verification_codes')
      .values({
        business_id: businessId,
        purpose: 'password_reset',
        code: `code-${++seeded}`,
        hash: `hash-${seeded}`,
        channel: 'email',
        user_id: userId,
        expires_at: FUTURE,
      })
      .execute();
    await db
      .insertInto('outbox_messages')
      .values({
        business_id: businessId,
        channel: 'email',
        recipient: email,
        subject: 'Ciao Anna',
        body_text: 'Ciao Anna Rossi',
      })
      .execute();
    const orderId = await insertTestOrder(db, {
      businessId,
      userId,
      code: `ORDER-${seeded}`,
      customer_email: email,
      customer_note: 'Citofonare Rossi',
      delivery_note: 'Cancello verde',
      delivery_place_id: 'place-123',
      amount: 1700,
      amount_delivery: 250,
      amount_final: 1950,
      lines: [
        { productId: 1, name: 'Margherita', categoryName: 'Pizze', qty: 2, unitPrice: 850, finalPrice: 1700 },
      ],
    });
    await savePushSubscription(
      db,
      businessId,
      orderId,
      { endpoint: `https://push.example.test/${seeded}`, keys: { p256dh: 'p', auth: 'a' } },
      NOW,
    );
    return { userId, orderId };
  }

  const mailsTo = async (recipient: string) =>
    (
      await database()
        .db.selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', recipient)
        .execute()
    ).length;
  const liveSessions = async (userId: number) =>
    (
      await database()
        .db.selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;

  it('blanks the profile, deletes addresses, codes and e-mails, revokes every session and strips the orders of personal data', async () => {
    const { db } = database();
    const { userId, orderId } = await seedCustomer('anna@example.com');
    const bystander = await seedCustomer('bruno@example.com');

    expect(await anonymiseAccount(db, businessId, userId, NOW)).toBe(true);

    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: null,
      password_hash: null,
      name: '',
      lastname: '',
      phone: '',
      newsletter: 0,
      google_subject: null,
      facebook_subject: null,
      deleted_at: '2026-03-20T09:00:00.000Z',
    });
    expect(await listSavedAddresses(db, businessId, userId)).toEqual([]);
    expect(await liveSessions(userId)).toBe(0);
    expect(await listPushSubscriptions(db, businessId, orderId)).toEqual([]);
    expect(await listPushSubscriptions(db, businessId, bystander.orderId)).toHaveLength(1);
    expect(
      await db.selectFrom('verification_codes').select('id').where('user_id', '=', userId).execute(),
    ).toEqual([]);
    expect(await mailsTo('anna@example.com')).toBe(0);

    const stored = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: userId,
      customer_name: '',
      customer_lastname: '',
      customer_email: '',
      customer_phone: '',
      customer_note: '',
      delivery_address: null,
      delivery_street_number: null,
      delivery_floor: null,
      delivery_intercom_name: null,
      delivery_lat: null,
      delivery_lng: null,
      delivery_place_id: null,
      delivery_note: '',
      // What the business keeps: amounts, where (roughly) and what was sold.
      delivery_zip_code: '47921',
      delivery_city: 'Rimini',
      amount: 1700,
      amount_delivery: 250,
      amount_final: 1950,
    });
    const order = await findUserOrder(db, businessId, userId, orderId);
    expect(order?.products.map((p) => [p.name, p.qty, p.final_price])).toEqual([['Margherita', 2, 1700]]);
    expect(order?.customer).toEqual({ name: '', lastname: '' });
    expect(order?.annotations).toBe('');

    // The other customer keeps everything.
    expect(
      await db
        .selectFrom('users')
        .select(['email', 'name'])
        .where('id', '=', bystander.userId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      email: 'bruno@example.com',
      name: 'Anna',
    });
    expect(await listSavedAddresses(db, businessId, bystander.userId)).toHaveLength(2);
    expect(await liveSessions(bystander.userId)).toBe(2);
    expect(await mailsTo('bruno@example.com')).toBe(1);
    expect((await findUserOrder(db, businessId, bystander.userId, bystander.orderId))?.customer).toEqual({
      name: 'Anna',
      lastname: 'Rossi',
    });
  });

  it('frees the e-mail for a new account and refuses to delete twice', async () => {
    const { db } = database();
    const { userId } = await seedCustomer('carla@example.com');
    expect(await anonymiseAccount(db, businessId, userId, NOW)).toBe(true);
    expect(await anonymiseAccount(db, businessId, userId, NOW)).toBe(false);
    expect(await insertTestCustomer(db, businessId, { email: 'carla@example.com' })).toBeTypeOf('number');
  });

  it('cannot be blocked by an account registered at the old placeholder address (no e-mail is kept, any number of deleted rows coexist)', async () => {
    const { db } = database();
    const first = await seedCustomer('fabio@example.com');
    const second = await seedCustomer('gina@example.com');
    // Before 0006 a deleted account took deleted-<id>@anonymised.invalid: whoever registered it first made the deletion fail.
    for (const { userId } of [first, second])
      await insertTestCustomer(db, businessId, { email: `deleted-${userId}@anonymised.invalid` });

    expect(await anonymiseAccount(db, businessId, first.userId, NOW)).toBe(true);
    expect(await anonymiseAccount(db, businessId, second.userId, NOW)).toBe(true);

    const deleted = await db
      .selectFrom('users')
      .select(['email', 'deleted_at'])
      .where('id', 'in', [first.userId, second.userId])
      .execute();
    expect(deleted).toEqual([
      { email: null, deleted_at: NOW.toISOString() },
      { email: null, deleted_at: NOW.toISOString() },
    ]);
    expect(await liveSessions(first.userId)).toBe(0);
  });

  it('keeps "no e-mail" for deleted accounts only (CHECK users_email_unless_deleted)', async () => {
    const { db } = database();
    const { userId } = await seedCustomer('ivo@example.com');
    await expect(
      db.updateTable('users').set({ email: null }).where('id', '=', userId).execute(),
    ).rejects.toThrow(/check constraint/i);
    expect(
      (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email,
    ).toBe('ivo@example.com');
  });

  it('refuses an unknown account and another business’s account', async () => {
    const { db } = database();
    const { userId } = await seedCustomer('dario@example.com');
    const otherBusiness = await insertTestBusiness(db, 'anonymise-other');
    expect(await anonymiseAccount(db, otherBusiness, userId, NOW)).toBe(false);
    expect(await anonymiseAccount(db, businessId, 987_654, NOW)).toBe(false);
    expect(
      (await db.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirstOrThrow())
        .deleted_at,
    ).toBeNull();
  });

  it('changes nothing when any step fails (one transaction)', async () => {
    const { db } = database();
    const { userId, orderId } = await seedCustomer('elena@example.com');
    await expect(
      anonymiseAccount(db.withPlugin(failingStatement('update', 'orders')), businessId, userId, NOW),
    ).rejects.toThrow('simulated failure');
    expect(
      await db
        .selectFrom('users')
        .select(['email', 'name', 'deleted_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      email: 'elena@example.com',
      name: 'Anna',
      deleted_at: null,
    });
    expect(await listSavedAddresses(db, businessId, userId)).toHaveLength(2);
    expect(await liveSessions(userId)).toBe(2);
    expect(await mailsTo('elena@example.com')).toBe(1);
    expect(
      (
        await db
          .selectFrom('orders')
          .select('customer_email')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).customer_email,
    ).toBe('elena@example.com');
  });
});
