// A separate server process placing orders, for the concurrency tests:
//   node --import tsx packages/db/src/test/place-orders-worker.ts '<json>'
// where json is { url, businessId, count, slot: { day, time, startsAt, units, max }, tag }.
// Places `count` orders at once through its own connection and prints
// { placed, refused } as JSON on stdout.
import { openDatabase } from '../database.ts';
import { placeOrder, type NewOrder } from '../repositories/place-order.ts';
import { newTestOrder } from './new-order-fixture.ts';

interface WorkerJob {
  url: string;
  businessId: number;
  count: number;
  slot: NewOrder['slot'];
  tag: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as WorkerJob;
const database = openDatabase(job.url);
const { db } = database;
try {
  const results = await Promise.all(
    Array.from({ length: job.count }, (_, i) =>
      placeOrder(
        db,
        newTestOrder(job.businessId, {
          idempotencyKey: `${job.tag}-${i}`,
          requestHash: `${job.tag}-${i}`,
          slot: job.slot,
        }),
      ),
    ),
  );
  const placed = results.filter((r) => r.ok).length;
  process.stdout.write(JSON.stringify({ placed, refused: results.length - placed }));
} finally {
  await database.close();
}
