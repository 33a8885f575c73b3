import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { insertTestBusiness } from '../test/customer-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { countRateLimitHit, rateLimitKeyHash, undoRateLimitHit } from './rate-limit-counters.ts';

const MINUTE = 60_000;
const NOW = new Date('2026-11-23T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_DIALECTS)('rate-limit counters on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'limits');

  const storedCount = async (business: number, key: string) =>
    (
      await database()
        .db.selectFrom('rate_limit_counters')
        .select('count')
        .where('business_id', '=', business)
        .where('key_hash', '=', rateLimitKeyHash(key))
        .executeTakeFirst()
    )?.count;

  it('counts the hits of a key in a window that starts with its first hit, then starts again at 1', async () => {
    const { db, businessId } = database();
    expect(await countRateLimitHit(db, businessId, 'window', MINUTE, NOW)).toEqual({
      count: 1,
      resetAt: at(MINUTE),
    });
    expect(await countRateLimitHit(db, businessId, 'window', MINUTE, at(10_000))).toEqual({
      count: 2,
      resetAt: at(MINUTE),
    });
    expect(await countRateLimitHit(db, businessId, 'window', MINUTE, at(MINUTE - 1))).toEqual({
      count: 3,
      resetAt: at(MINUTE),
    });
    // The window ends exactly at resetAt: the next hit opens a new one.
    expect(await countRateLimitHit(db, businessId, 'window', MINUTE, at(MINUTE))).toEqual({
      count: 1,
      resetAt: at(2 * MINUTE),
    });
  });

  it('keeps keys and businesses apart', async () => {
    const { db, businessId, otherBusinessId } = database();
    await countRateLimitHit(db, businessId, 'apart-a', MINUTE, NOW);
    await countRateLimitHit(db, businessId, 'apart-a', MINUTE, NOW);
    expect((await countRateLimitHit(db, businessId, 'apart-b', MINUTE, NOW)).count).toBe(1);
    expect((await countRateLimitHit(db, otherBusinessId, 'apart-a', MINUTE, NOW)).count).toBe(1);
    expect((await countRateLimitHit(db, businessId, 'apart-a', MINUTE, NOW)).count).toBe(3);
  });

  it('stores a SHA-256 of the key, never the key (an e-mail or an IP address)', async () => {
    const { db, businessId } = database();
    await countRateLimitHit(db, businessId, 'login:giulia@example.com', MINUTE, NOW);
    const rows = await db
      .selectFrom('rate_limit_counters')
      .select('key_hash')
      .where('business_id', '=', businessId)
      .execute();
    expect(rows.map((r) => r.key_hash)).toContain(rateLimitKeyHash('login:giulia@example.com'));
    expect(rateLimitKeyHash('login:giulia@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.selectFrom('rate_limit_counters').selectAll().execute())).not.toContain(
      'giulia',
    );
  });

  it('takes a hit back in a live window, never below zero, and not in an ended window', async () => {
    const { db, businessId } = database();
    await countRateLimitHit(db, businessId, 'undo', MINUTE, NOW);
    await countRateLimitHit(db, businessId, 'undo', MINUTE, NOW);
    await undoRateLimitHit(db, businessId, 'undo', at(1000));
    expect(await storedCount(businessId, 'undo')).toBe(1);
    await undoRateLimitHit(db, businessId, 'undo', at(1000));
    await undoRateLimitHit(db, businessId, 'undo', at(1000));
    expect(await storedCount(businessId, 'undo')).toBe(0);
    await countRateLimitHit(db, businessId, 'undo', MINUTE, at(2000));
    await undoRateLimitHit(db, businessId, 'undo', at(MINUTE));
    expect(await storedCount(businessId, 'undo')).toBe(1);
  });

  it('counts inside a transaction and forgets the hit when the transaction rolls back', async () => {
    const { db, businessId } = database();
    await countRateLimitHit(db, businessId, 'in-tx', MINUTE, NOW);
    await expect(
      db.transaction().execute(async (tx) => {
        expect((await countRateLimitHit(tx, businessId, 'in-tx', MINUTE, NOW)).count).toBe(2);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await storedCount(businessId, 'in-tx')).toBe(1);
  });

  it('never loses a count when two servers hit one key at the same moment', async () => {
    const { businessId } = database();
    const servers = [openDatabase(database().url), openDatabase(database().url)];
    try {
      const hits = await Promise.all(
        servers.flatMap((server) =>
          Array.from({ length: 25 }, () => countRateLimitHit(server.db, businessId, 'race', MINUTE, NOW)),
        ),
      );
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(await storedCount(businessId, 'race')).toBe(50);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('removes at most a bounded batch of the business’s ended windows per hit, leaving live ones and other businesses alone', async () => {
    const { db, otherBusinessId } = database();
    const floodBusiness = await insertTestBusiness(db, 'limits-flood');
    const ended = at(-1).toISOString();
    await db
      .insertInto('rate_limit_counters')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          business_id: floodBusiness,
          key_hash: rateLimitKeyHash(`old-${i}`),
          count: 3,
          expires_at: ended,
        })),
      )
      .execute();
    await db
      .insertInto('rate_limit_counters')
      .values({
        business_id: otherBusinessId,
        key_hash: rateLimitKeyHash('other-old'),
        count: 1,
        expires_at: ended,
      })
      .execute();
    const rows = async (business: number) =>
      Number(
        (
          await db
            .selectFrom('rate_limit_counters')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('business_id', '=', business)
            .executeTakeFirstOrThrow()
        ).n,
      );

    await countRateLimitHit(db, floodBusiness, 'live', MINUTE, NOW);
    // 150 ended − 100 removed + the live one.
    expect(await rows(floodBusiness)).toBe(51);
    await countRateLimitHit(db, floodBusiness, 'live', MINUTE, NOW);
    expect(await rows(floodBusiness)).toBe(1);
    expect(await storedCount(floodBusiness, 'live')).toBe(2);
    expect(await storedCount(otherBusinessId, 'other-old')).toBe(1);
  });
});
