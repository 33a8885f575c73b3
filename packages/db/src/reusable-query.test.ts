import { describe, expect, it, vi } from 'vitest';
import { reusableQuery } from './reusable-query.ts';
import { TEST_DIALECTS, useTestDatabase } from './test/test-databases.ts';

describe.each(TEST_DIALECTS)('reusableQuery on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const insertKey = reusableQuery((db, p: { businessId: number; key: string; hash: string; at: string }) =>
    db
      .insertInto('idempotency_keys')
      .values({ business_id: p.businessId, key: p.key, request_hash: p.hash, created_at: p.at })
      .onConflict((oc) => oc.columns(['business_id', 'key']).doNothing())
      .returning('id'),
  );
  const keysOf = reusableQuery((db, p: { keys: string[] }) =>
    db
      .selectFrom('idempotency_keys')
      .select(['key', 'request_hash'])
      .where('key', 'in', p.keys)
      .orderBy('key'),
  );
  const forget = reusableQuery((db, p: { key: string }) =>
    db.deleteFrom('idempotency_keys').where('key', '=', p.key),
  );

  async function business(): Promise<number> {
    const { db } = database();
    const row = await db
      .insertInto('businesses')
      .values({
        key: `b${Math.random().toString(36).slice(2)}`,
        name: 'Pizzeria',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("runs with each call's values, in and out of a transaction, as Kysely would", async () => {
    const { db } = database();
    const businessId = await business();
    const first = await insertKey.first(db, {
      businessId,
      key: 'k1',
      hash: 'h1',
      at: '2026-11-28T00:00:00.000Z',
    });
    const second = await db
      .transaction()
      .execute((trx) =>
        insertKey.first(trx, { businessId, key: 'k2', hash: 'h2', at: '2026-11-28T00:00:01.000Z' }),
      );
    expect(first?.id).toBeTypeOf('number');
    expect(second?.id).toBeGreaterThan(first!.id);
    // The same key again: nothing inserted, no row returned.
    expect(
      await insertKey.first(db, { businessId, key: 'k1', hash: 'other', at: '2026-11-28T00:00:02.000Z' }),
    ).toBeUndefined();
    expect(await keysOf.rows(db, { keys: ['k1', 'k2'] })).toEqual([
      { key: 'k1', request_hash: 'h1' },
      { key: 'k2', request_hash: 'h2' },
    ]);
    await expect(keysOf.firstOrThrow(db, { keys: ['none'] })).rejects.toThrow('returned no row');
    expect(await keysOf.firstOrThrow(db, { keys: ['k2'] })).toEqual({ key: 'k2', request_hash: 'h2' });
    expect(await forget.affected(db, { key: 'k2' })).toBe(1n);
    expect(await forget.affected(db, { key: 'k2' })).toBe(0n);
  });

  it('compiles an array of each length once, and the same length no more', async () => {
    const { db } = database();
    const build = vi.fn((kysely: Parameters<Parameters<typeof reusableQuery>[0]>[0], p: { ids: number[] }) =>
      kysely.selectFrom('businesses').select('id').where('id', 'in', p.ids),
    );
    const query = reusableQuery(build);
    const businessId = await business();
    expect(await query.rows(db, { ids: [businessId] })).toEqual([{ id: businessId }]);
    expect(await query.rows(db, { ids: [businessId, -1] })).toEqual([{ id: businessId }]);
    const builtForTwoLengths = build.mock.calls.length;
    await query.rows(db, { ids: [-2, businessId] });
    // The suite checks every run against Kysely (one build, src/test/verify-reusable-queries.ts); a new length would also build its stand-ins (two).
    expect(build.mock.calls.length - builtForTwoLengths).toBe(1);
  });

  it('refuses a builder that uses a value instead of passing it on', async () => {
    const { db } = database();
    const branching = reusableQuery((kysely, p: { name: string | null }) => {
      const query = kysely.selectFrom('businesses').select('id');
      return p.name === null ? query.where('name', 'is', null) : query.where('name', '=', p.name);
    });
    await expect(branching.rows(db, { name: null })).rejects.toThrow("used a parameter's value");
  });

  it('catches in the test suites a builder whose misuse shows only on a later run', async () => {
    const { db } = database();
    const branching = reusableQuery((kysely, p: { name: string }) => {
      const query = kysely.selectFrom('businesses').select('id');
      return p.name === 'Pizzeria' ? query.where('name', 'is not', null) : query.where('name', '=', p.name);
    });
    expect(await branching.rows(db, { name: 'Trattoria' })).toEqual([]);
    await expect(branching.rows(db, { name: 'Pizzeria' })).rejects.toThrow("used a parameter's value");
  });

  it('refuses undefined values, which Kysely would leave out of the statement', async () => {
    const { db } = database();
    const businessId = await business();
    await expect(
      insertKey.first(db, { businessId, key: 'k3', hash: undefined as unknown as string, at: 'x' }),
    ).rejects.toThrow('parameter hash is undefined');
  });
});
