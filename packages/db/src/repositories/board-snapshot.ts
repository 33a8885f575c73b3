import type { StaffOrder } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { latestOrderEventId } from './order-events.ts';
import { listStaffOrders } from './staff-orders.ts';

/*
 * The board's snapshot (docs/decisions/045): the business's open orders and
 * today's done ones, with the id of the last event they already include. The
 * id is read FIRST: an order that changes between the two reads is then both
 * in the orders and in an event after the id — read twice, never missed.
 */

export interface BoardSnapshotRecord {
  orders: StaffOrder[];
  lastEventId: number;
}

/** The board's orders now; `endedSince` is the start of the business's day (the "done today" column). */
export async function readBoardSnapshot(
  db: Kysely<Database>,
  businessId: number,
  options: { endedSince: Date },
): Promise<BoardSnapshotRecord> {
  const lastEventId = await latestOrderEventId(db, businessId);
  const orders = await listStaffOrders(db, businessId, options);
  return { orders, lastEventId };
}

/** The business's IANA time zone (its configuration), undefined for an unknown business. */
export async function findBusinessTimeZone(
  db: Kysely<Database>,
  businessId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('business_configurations')
    .select('time_zone')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.time_zone;
}
