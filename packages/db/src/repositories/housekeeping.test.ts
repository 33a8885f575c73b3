import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { spendCaptchaSolution } from './captcha-solutions.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS, pruneStaleRows } from './housekeeping.ts';
import { countRateLimitHit } from './rate-limit-counters.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const hash = (n: number) => n.toString(16).padStart(64, '0');

describe.each(TEST_DIALECTS)('pruning stale rows on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'housekeeping');

  it('removes idempotency keys past their window and keeps the recent ones, in batches', async () => {
    const { db, businessId } = database();
    const key = (n: number, createdAt: string) => ({
      business_id: businessId,
      key: `key-${String(n).padStart(20, '0')}`,
      request_hash: 'h',
      order_id: null,
      response_json: null,
      created_at: createdAt,
    });
    // More stale keys than one batch, and keys just inside the window.
    const stale = Array.from({ length: 1_100 }, (_, n) => key(n, hoursBefore(IDEMPOTENCY_KEY_TTL_HOURS + 1)));
    for (let start = 0; start < stale.length; start += 200)
      await db
        .insertInto('idempotency_keys')
        .values(stale.slice(start, start + 200))
        .execute();
    await db
      .insertInto('idempotency_keys')
      .values([key(5_000, hoursBefore(IDEMPOTENCY_KEY_TTL_HOURS - 1)), key(5_001, hoursBefore(0))])
      .execute();

    const pruned = await pruneStaleRows(db, NOW);

    expect(pruned.idempotencyKeys).toBe(1_100);
    const left = await db.selectFrom('idempotency_keys').select('key').orderBy('key').execute();
    expect(left.map((row) => row.key)).toEqual([
      `key-${'5000'.padStart(20, '0')}`,
      `key-${'5001'.padStart(20, '0')}`,
    ]);
  });

  it('removes expired captcha solutions and rate-limit counters of every business, even one taking no new ones', async () => {
    const { db, businessId, otherBusinessId } = database();
    const anHourAgo = new Date(NOW.getTime() - 3_600_000);
    const inAnHour = new Date(NOW.getTime() + 3_600_000);
    const earlier = new Date(NOW.getTime() - 2 * 3_600_000);
    // First the live one: a spend cleans its business's expired rows in passing.
    await spendCaptchaSolution(db, otherBusinessId, hash(3), inAnHour, NOW);
    await spendCaptchaSolution(db, businessId, hash(1), anHourAgo, earlier);
    await spendCaptchaSolution(db, otherBusinessId, hash(2), anHourAgo, earlier);
    await countRateLimitHit(db, businessId, 'login:1.2.3.4', 60_000, earlier);
    await countRateLimitHit(db, otherBusinessId, 'login:5.6.7.8', 4 * 3_600_000, NOW);

    const pruned = await pruneStaleRows(db, NOW);

    expect(pruned.expired).toEqual({ spent_captcha_solutions: 2, rate_limit_counters: 1 });
    const solutions = await db.selectFrom('spent_captcha_solutions').select('solution_hash').execute();
    expect(solutions.map((row) => row.solution_hash)).toEqual([hash(3)]);
    expect(await db.selectFrom('rate_limit_counters').select('business_id').execute()).toEqual([
      { business_id: otherBusinessId },
    ]);
  });
});
