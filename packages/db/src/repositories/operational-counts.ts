import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** What an operator watches in the database (issue 36 "/metrics"): orders by status, messages not yet sent. */
export interface OperationalCounts {
  /** Orders of every business by status code (only the statuses some order has). */
  ordersByStatus: ReadonlyMap<string, number>;
  /** Outbox messages waiting to go (`pending`) and given up on (`failed`). */
  outbox: { pending: number; failed: number };
}

/** Two grouped counts: cheap on the indexes the board and the outbox already use. */
export async function operationalCounts(db: Kysely<Database>): Promise<OperationalCounts> {
  const [orders, outbox] = await Promise.all([
    db
      .selectFrom('orders')
      .select(({ fn }) => ['status_code', fn.countAll<number | string>().as('n')])
      .groupBy('status_code')
      .execute(),
    db
      .selectFrom('outbox_messages')
      .select(({ fn }) => ['status', fn.countAll<number | string>().as('n')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute(),
  ]);
  const waiting = new Map(outbox.map((row) => [row.status, Number(row.n)]));
  return {
    ordersByStatus: new Map(orders.map((row) => [row.status_code, Number(row.n)])),
    outbox: { pending: waiting.get('pending') ?? 0, failed: waiting.get('failed') ?? 0 },
  };
}
