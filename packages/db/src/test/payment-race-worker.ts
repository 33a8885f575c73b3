// A separate server process racing on payments, for the concurrency tests:
//   node --import tsx packages/db/src/test/payment-race-worker.ts '<json>'
// where json is { url, businessId, references, copies, now, ttlMinutes }.
// At once: delivers `copies` deliveries of one paid event per reference (the
// event ids depend only on the reference, so two workers deliver the same
// events) and sweeps unpaid orders; prints the outcomes as JSON on stdout.
import { openDatabase } from '../database.ts';
import { recordPaymentEvent } from '../repositories/payment-events.ts';
import { expireUnpaidOrders } from '../repositories/unpaid-orders.ts';
import { testPaymentEvent } from './payment-fixture.ts';

interface WorkerJob {
  url: string;
  businessId: number;
  references: string[];
  copies: number;
  now: string;
  ttlMinutes: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as WorkerJob;
const database = openDatabase(job.url);
const now = new Date(job.now);
try {
  const deliveries = job.references.flatMap((reference) =>
    Array.from({ length: job.copies }, () =>
      recordPaymentEvent(
        database.db,
        testPaymentEvent(job.businessId, reference, { eventId: `evt-${reference}`, now }),
      ),
    ),
  );
  const [expired, outcomes] = await Promise.all([
    expireUnpaidOrders(database.db, { now, ttlMinutes: job.ttlMinutes }),
    Promise.all(deliveries),
  ]);
  process.stdout.write(JSON.stringify({ expired: expired.length, outcomes: outcomes.map((o) => o.outcome) }));
} finally {
  await database.close();
}
