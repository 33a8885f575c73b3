import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { amici5, countOrderRows, newTestOrder, pizza10, testSlot } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useMoreConnections, useTestDatabase } from '../test/test-databases.ts';
import { countCouponUses } from './coupon-uses.ts';
import { listDeliverySlots } from './delivery-slots.ts';
import { placeOrder, type PlaceOrderResult } from './place-order.ts';

/*
 * Orders arriving at the same moment (docs/decisions/007). On PostgreSQL the
 * requests go through four connection pools, as four server processes would;
 * a server on SQLite has one connection, so there they queue on it — and the
 * last test starts two real processes on one database file, on both engines.
 */

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('../test/place-orders-worker.ts', import.meta.url));

describe.each(TEST_DIALECTS)('placeOrder under concurrency on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;

  const connection = useMoreConnections(database, dialect === 'postgres' ? 3 : 0).nth;

  async function business(
    change: (file: ReturnType<typeof fixtureBusinessFile>) => void = () => undefined,
  ): Promise<number> {
    const file = fixtureBusinessFile();
    file.business = { key: `rush-${(keys += 1)}`, name: 'Rush' };
    change(file);
    return (await importBusinessFile(database().db, file)).businessId;
  }

  const outcomes = (results: PlaceOrderResult[]) =>
    results
      .map((r) => (r.ok ? 'placed' : r.reason))
      .reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {});

  // Generous time limits: these wait for hundreds of transactions on a shared 2-core machine.
  const HEAVY = { timeout: 180_000 };

  it(
    'places exactly 10 of 200 simultaneous orders for a slot of 10; the other 190 leave nothing behind',
    HEAVY,
    async () => {
      const businessId = await business();
      const slot = testSlot('2026-12-24', '20:00', 1, 10);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => placeOrder(connection(i), newTestOrder(businessId, { slot }))),
      );
      expect(outcomes(results)).toEqual({ placed: 10, slot_full: 190 });
      const rows = await countOrderRows(database().db, businessId);
      expect(rows).toMatchObject({
        orders: 10,
        order_lines: 20,
        order_line_options: 20,
        order_line_removed_items: 10,
        idempotency_keys: 10,
        slot_places_taken: 10,
      });
      expect(await listDeliverySlots(database().db, businessId, '2026-12-24', '2026-12-24')).toEqual([
        { date: '2026-12-24', time: '20:00', accepted: 10, max: 10 },
      ]);
    },
  );

  it('answers 20 simultaneous retries of one submit with one order, the same one every time', async () => {
    const businessId = await business();
    const order = newTestOrder(businessId, { slot: testSlot('2026-12-24', '20:00', 1, 10) });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(connection(i), order)));
    const placed = results.map((r) => (r.ok ? r.order : null));
    expect(new Set(placed.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(placed[0]).not.toBeNull();
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await countOrderRows(database().db, businessId)).toMatchObject({
      orders: 1,
      idempotency_keys: 1,
      slot_places_taken: 1,
    });
  });

  it(
    'never overfills a kitchen-load slot: orders of 1 to 4 pizzas for a slot of 30 stop at 30 at most',
    HEAVY,
    async () => {
      const businessId = await business();
      const sizes = Array.from({ length: 60 }, (_, i) => 1 + (i % 4));
      const results = await Promise.all(
        sizes.map((units, i) =>
          placeOrder(
            connection(i),
            newTestOrder(businessId, { slot: testSlot('2026-12-24', '21:00', units, 30) }),
          ),
        ),
      );
      const taken = sizes.filter((_, i) => results[i]?.ok).reduce((a, b) => a + b, 0);
      expect(taken).toBeLessThanOrEqual(30);
      // Whatever is refused is refused for lack of room: the slot ends fuller than any refused order could fit in.
      const refusedSmallest = Math.min(...sizes.filter((_, i) => !results[i]?.ok));
      expect(30 - taken).toBeLessThan(refusedSmallest);
      expect(await listDeliverySlots(database().db, businessId, '2026-12-24', '2026-12-24')).toEqual([
        { date: '2026-12-24', time: '21:00', accepted: taken, max: 30 },
      ]);
      const units = await database()
        .db.selectFrom('orders')
        .select((eb) => eb.fn.sum<string | number>('delivery_slot_units').as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      expect(Number(units.n)).toBe(taken);
    },
  );

  it(
    'keeps a coupon to its total limit: 5 of 40 simultaneous orders get it, the rest write nothing',
    HEAVY,
    async () => {
      const businessId = await business((file) => {
        file.coupons![0]!.usage_limit = 5;
      });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          placeOrder(
            connection(i),
            newTestOrder(businessId, {
              coupon: pizza10,
              customer: {
                name: 'C',
                lastname: `${i}`,
                email: `c${i}@x.it`,
                phone: `+39 333 000 ${1000 + i}`,
                phoneE164: `+39333000${1000 + i}`,
                phoneMobile: true,
                note: '',
              },
              slot: testSlot('2026-12-24', '20:00', 1, 100),
            }),
          ),
        ),
      );
      expect(outcomes(results)).toEqual({ placed: 5, coupon_exhausted: 35 });
      expect(await countCouponUses(database().db, businessId, 1)).toBe(5);
      expect(await countOrderRows(database().db, businessId)).toMatchObject({
        orders: 5,
        order_coupon_uses: 15,
        slot_places_taken: 5,
        idempotency_keys: 5,
      });
    },
  );

  it('keeps one customer to one use of a per-customer coupon, however many tabs submit at once', async () => {
    // Amici5 (id 2): one use per customer.
    const businessId = await business();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        placeOrder(
          connection(i),
          newTestOrder(businessId, {
            coupon: amici5,
            slot: testSlot('2026-12-24', '20:00', 1, 100),
          }),
        ),
      ),
    );
    expect(outcomes(results)).toEqual({ placed: 1, coupon_exhausted: 11 });
  });

  it(
    'places exactly 10 of 2 × 100 orders sent at once by two server processes on one database',
    HEAVY,
    async () => {
      const businessId = await business();
      const slot = testSlot('2026-12-31', '20:00', 1, 10);
      const worker = (tag: string) =>
        run(
          process.execPath,
          [
            '--import',
            'tsx',
            WORKER,
            JSON.stringify({ url: database().url, businessId, count: 100, slot, tag }),
          ],
          { cwd: REPO_ROOT },
        );
      const answers = await Promise.all([worker('a'), worker('b')]);
      const totals = answers.map(
        (answer) => JSON.parse(answer.stdout) as { placed: number; refused: number },
      );
      expect(totals.reduce((sum, t) => sum + t.placed, 0)).toBe(10);
      expect(totals.reduce((sum, t) => sum + t.refused, 0)).toBe(190);
      expect(await countOrderRows(database().db, businessId)).toMatchObject({
        orders: 10,
        idempotency_keys: 10,
        slot_places_taken: 10,
      });
    },
  );
});
