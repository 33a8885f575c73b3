import type { Kysely } from 'kysely';
import { reusableQuery } from '../reusable-query.ts';
import type { Database } from '../tables.ts';

/** A delivery time slot's capacity (spec §3): orders (or items, for kitchen-load slots) accepted so far out of the maximum. */
export interface DeliverySlot {
  date: string;
  time: string;
  accepted: number;
  max: number;
}

/**
 * Takes `units` places (one order, or an order's items when the business counts
 * kitchen load) in a delivery slot if they all fit; true when taken. Atomic on
 * both engines and across servers: the row is created if missing, then
 * `accepted` is raised only `WHERE accepted + units <= max`, so concurrent
 * takers can never overfill it. `max` is the business's current capacity per
 * slot and is stored with the take.
 *
 * A pending order (unverified, unpaid: `pendingMax` given) also raises
 * `pending`, and only while the pending units stay within `pendingMax` — or
 * the slot holds no pending order yet, so one order that fits the slot is
 * never refused for its size (docs/decisions/042). Its places count in
 * `accepted` from the start: verifying or paying it only lowers `pending`
 * (`confirmPendingSlotUnits`), so it never has to find room again.
 */
export async function takeDeliverySlot(
  db: Kysely<Database>,
  businessId: number,
  date: string,
  time: string,
  max: number,
  units = 1,
  pendingMax: number | null = null,
): Promise<boolean> {
  if (max <= 0 || !Number.isInteger(units) || units < 1) return false;
  await CREATE_SLOT.affected(db, { businessId, date, time, max });
  const slot = { businessId, date, time, max, units, acceptedAtMost: max - units };
  if (pendingMax === null) return (await RAISE_ACCEPTED.affected(db, slot)) > 0n;
  return (await RAISE_PENDING.affected(db, { ...slot, pendingAtMost: pendingMax - units })) > 0n;
}

const CREATE_SLOT = reusableQuery((db, p: { businessId: number; date: string; time: string; max: number }) =>
  db
    .insertInto('delivery_slots')
    .values({ business_id: p.businessId, date: p.date, time: p.time, accepted: 0, max: p.max })
    .onConflict((oc) => oc.columns(['business_id', 'date', 'time']).doNothing()),
);

const RAISE_ACCEPTED = reusableQuery(
  (
    db,
    p: { businessId: number; date: string; time: string; max: number; units: number; acceptedAtMost: number },
  ) =>
    db
      .updateTable('delivery_slots')
      .set((eb) => ({ accepted: eb('accepted', '+', p.units), max: p.max }))
      .where('business_id', '=', p.businessId)
      .where('date', '=', p.date)
      .where('time', '=', p.time)
      .where('accepted', '<=', p.acceptedAtMost),
);

const RAISE_PENDING = reusableQuery(
  (
    db,
    p: {
      businessId: number;
      date: string;
      time: string;
      max: number;
      units: number;
      acceptedAtMost: number;
      pendingAtMost: number;
    },
  ) =>
    db
      .updateTable('delivery_slots')
      .set((eb) => ({
        accepted: eb('accepted', '+', p.units),
        pending: eb('pending', '+', p.units),
        max: p.max,
      }))
      .where('business_id', '=', p.businessId)
      .where('date', '=', p.date)
      .where('time', '=', p.time)
      .where('accepted', '<=', p.acceptedAtMost)
      .where((eb) => eb.or([eb('pending', '=', 0), eb('pending', '<=', p.pendingAtMost)])),
);

/** A pending order's `units` become confirmed ones (verified, paid): they stay in `accepted`, leave `pending`; never below zero. */
export async function confirmPendingSlotUnits(
  db: Kysely<Database>,
  businessId: number,
  date: string,
  time: string,
  units: number,
): Promise<void> {
  if (!Number.isInteger(units) || units < 1) return;
  await db
    .updateTable('delivery_slots')
    .set((eb) => ({
      pending: eb
        .case()
        .when('pending', '>=', units)
        .then(eb('pending', '-', units))
        .else(0)
        .end(),
    }))
    .where('business_id', '=', businessId)
    .where('date', '=', date)
    .where('time', '=', time)
    .where('pending', '>', 0)
    .execute();
}

/** Gives `units` places back (an order cancelled, expired or never paid), never going below zero; true when any was given back. */
export async function releaseDeliverySlot(
  db: Kysely<Database>,
  businessId: number,
  date: string,
  time: string,
  units = 1,
): Promise<boolean> {
  if (!Number.isInteger(units) || units < 1) return false;
  const result = await db
    .updateTable('delivery_slots')
    .set((eb) => ({
      accepted: eb
        .case()
        .when('accepted', '>=', units)
        .then(eb('accepted', '-', units))
        .else(0)
        .end(),
    }))
    .where('business_id', '=', businessId)
    .where('date', '=', date)
    .where('time', '=', time)
    .where('accepted', '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The slots already used between two dates (inclusive, `YYYY-MM-DD`), by date and time. */
export async function listDeliverySlots(
  db: Kysely<Database>,
  businessId: number,
  fromDate: string,
  toDate: string,
): Promise<DeliverySlot[]> {
  return db
    .selectFrom('delivery_slots')
    .select(['date', 'time', 'accepted', 'max'])
    .where('business_id', '=', businessId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .orderBy('date')
    .orderBy('time')
    .execute();
}
