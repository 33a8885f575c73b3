import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { insertTestBusiness } from '../test/customer-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { spendCaptchaSolution } from './captcha-solutions.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const IN_TEN_MINUTES = new Date('2026-11-23T12:10:00.000Z');
const hash = (n: number) => n.toString(16).padStart(64, '0');

describe.each(TEST_DIALECTS)('spent captcha solutions on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'captcha');

  const storedHashes = async (business: number) =>
    (
      await database()
        .db.selectFrom('spent_captcha_solutions')
        .select('solution_hash')
        .where('business_id', '=', business)
        .orderBy('solution_hash')
        .execute()
    ).map((r) => r.solution_hash);

  it('accepts a solution the first time and refuses every replay', async () => {
    const { db, businessId } = database();
    expect(await spendCaptchaSolution(db, businessId, hash(1), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await spendCaptchaSolution(db, businessId, hash(1), IN_TEN_MINUTES, NOW)).toBe(false);
    expect(
      await spendCaptchaSolution(
        db,
        businessId,
        hash(1),
        IN_TEN_MINUTES,
        new Date('2026-11-23T12:05:00.000Z'),
      ),
    ).toBe(false);
  });

  it('accepts a solution again only for the owner that spent it (one order submit and its retries)', async () => {
    const { db, businessId } = database();
    expect(await spendCaptchaSolution(db, businessId, hash(3), IN_TEN_MINUTES, NOW, 'submit-a')).toBe(true);
    expect(await spendCaptchaSolution(db, businessId, hash(3), IN_TEN_MINUTES, NOW, 'submit-a')).toBe(true);
    expect(await spendCaptchaSolution(db, businessId, hash(3), IN_TEN_MINUTES, NOW, 'submit-b')).toBe(false);
    expect(await spendCaptchaSolution(db, businessId, hash(3), IN_TEN_MINUTES, NOW)).toBe(false);
    // A solution spent without an owner belongs to nobody.
    expect(await spendCaptchaSolution(db, businessId, hash(4), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await spendCaptchaSolution(db, businessId, hash(4), IN_TEN_MINUTES, NOW, 'submit-a')).toBe(false);
  });

  it('keeps businesses apart: the same hash is new for another business', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(await spendCaptchaSolution(db, businessId, hash(2), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await spendCaptchaSolution(db, otherBusinessId, hash(2), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await spendCaptchaSolution(db, otherBusinessId, hash(2), IN_TEN_MINUTES, NOW)).toBe(false);
  });

  it('lets exactly one of two servers win when both spend the same solution at the same moment', async () => {
    const { businessId } = database();
    const servers = [openDatabase(database().url), openDatabase(database().url)];
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          servers.map((s) => spendCaptchaSolution(s.db, businessId, hash(100 + round), IN_TEN_MINUTES, NOW)),
        );
        expect(results.filter(Boolean), `round ${round}`).toHaveLength(1);
      }
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });

  it('deletes the business’s expired solutions when another is spent, leaving live ones and other businesses alone', async () => {
    const { db, otherBusinessId } = database();
    const cleanBusiness = await insertTestBusiness(db, 'captcha-clean');
    const earlier = new Date('2026-11-23T11:00:00.000Z');
    const expiredAt = new Date('2026-11-23T11:10:00.000Z');
    expect(await spendCaptchaSolution(db, cleanBusiness, hash(201), expiredAt, earlier)).toBe(true);
    expect(await spendCaptchaSolution(db, cleanBusiness, hash(202), NOW, earlier)).toBe(true);
    expect(await spendCaptchaSolution(db, cleanBusiness, hash(203), IN_TEN_MINUTES, earlier)).toBe(true);
    expect(await spendCaptchaSolution(db, otherBusinessId, hash(204), expiredAt, earlier)).toBe(true);

    // At NOW: 201 expired before, 202 expires exactly now (gone), 203 still live.
    expect(await spendCaptchaSolution(db, cleanBusiness, hash(205), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await storedHashes(cleanBusiness)).toEqual([hash(203), hash(205)]);
    expect(await storedHashes(otherBusinessId)).toContain(hash(204));
  });

  it('removes at most a bounded batch of expired rows per spend', async () => {
    const { db } = database();
    const floodBusiness = await insertTestBusiness(db, 'captcha-flood');
    const expiredAt = new Date('2026-11-23T11:10:00.000Z');
    await db
      .insertInto('spent_captcha_solutions')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          business_id: floodBusiness,
          solution_hash: hash(1000 + i),
          expires_at: expiredAt.toISOString(),
        })),
      )
      .execute();
    expect(await spendCaptchaSolution(db, floodBusiness, hash(5000), IN_TEN_MINUTES, NOW)).toBe(true);
    // 150 expired − 100 removed + the new one.
    expect(await storedHashes(floodBusiness)).toHaveLength(51);
    expect(await spendCaptchaSolution(db, floodBusiness, hash(5001), IN_TEN_MINUTES, NOW)).toBe(true);
    expect(await storedHashes(floodBusiness)).toEqual([hash(5000), hash(5001)]);
  });
});
