import type { BusyExtraMinutes, Operations, SoldOutKind } from '@ordina/contracts';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../tables.ts';

/*
 * The board's switches (docs/decisions/046): the pause, busy mode and the
 * sold-out list of a business. Each is written with its end and read against
 * the clock, so it ends on its own. Single statements here; the staff use cases
 * (staff-operations.ts) put them in one transaction with their audit row.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The business's switches. With `now`, those on at that moment (an ended pause
 * or busy mode reads as none, ended sold-out entries are left out); without,
 * everything stored, each entry with its end for the reader to compare with its
 * own clock (the storefront's copy: it must not change when an entry ends).
 */
export async function readOperations(db: Executor, businessId: number, now?: Date): Promise<Operations> {
  const at = now?.toISOString() ?? '';
  const [row, soldOut] = await Promise.all([
    db.selectFrom('business_operations').selectAll().where('business_id', '=', businessId).executeTakeFirst(),
    db
      .selectFrom('sold_out_items')
      .select(['kind', 'item_id', 'until'])
      .where('business_id', '=', businessId)
      .where('until', '>', at)
      .orderBy('kind')
      .orderBy('item_id')
      .execute(),
  ]);
  const pause =
    row?.pause_reason != null &&
    row.pause_since !== null &&
    (row.pause_until === null || row.pause_until > at)
      ? { reason: row.pause_reason, since: row.pause_since, until: row.pause_until }
      : null;
  const busy =
    row?.busy_minutes != null && row.busy_since !== null && row.busy_until !== null && row.busy_until > at
      ? { extraMinutes: row.busy_minutes, since: row.busy_since, until: row.busy_until }
      : null;
  return {
    pause,
    busy,
    soldOut: soldOut.map((entry) => ({ kind: entry.kind, id: entry.item_id, until: entry.until })),
  };
}

async function ensureOperationsRow(db: Executor, businessId: number): Promise<void> {
  await db
    .insertInto('business_operations')
    .values({ business_id: businessId })
    .onConflict((oc) => oc.column('business_id').doNothing())
    .execute();
}

/** Writes `values` on the business's operations row, made first when the business has none yet. */
async function setOperations(
  db: Executor,
  businessId: number,
  values: Updateable<Database['business_operations']>,
): Promise<void> {
  await ensureOperationsRow(db, businessId);
  await db.updateTable('business_operations').set(values).where('business_id', '=', businessId).execute();
}

/** Pauses ordering by a staff member's choice until `until` (replacing any pause on, a no-board one too). */
export async function writeStaffPause(
  db: Executor,
  businessId: number,
  since: Date,
  until: Date,
): Promise<void> {
  await setOperations(db, businessId, {
    pause_reason: 'staff',
    pause_since: since.toISOString(),
    pause_until: until.toISOString(),
    updated_at: since.toISOString(),
  });
}

/** Ends the pause on, whatever its reason; true when one was on at `now`. */
export async function clearPause(db: Executor, businessId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const cleared = await db
    .updateTable('business_operations')
    .set({ pause_reason: null, pause_since: null, pause_until: null, updated_at: at })
    .where('business_id', '=', businessId)
    .where('pause_reason', 'is not', null)
    .where((eb) => eb.or([eb('pause_until', 'is', null), eb('pause_until', '>', at)]))
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows) > 0;
}

/**
 * Pauses ordering because no board is connected — only when no pause is on at
 * `now` (a staff pause keeps its own end). One conditional statement: of two
 * job runners, one flips it; true for that one, which tells the owner.
 */
export async function startNoBoardPause(db: Executor, businessId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  await ensureOperationsRow(db, businessId);
  const started = await db
    .updateTable('business_operations')
    .set({ pause_reason: 'no_board', pause_since: at, pause_until: null, updated_at: at })
    .where('business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        eb('pause_reason', 'is', null),
        eb.and([eb('pause_until', 'is not', null), eb('pause_until', '<=', at)]),
      ]),
    )
    .executeTakeFirst();
  return Number(started.numUpdatedRows) > 0;
}

/** Ends a no-board pause (a board is back); true for the caller that ended it. A staff pause is left alone. */
export async function endNoBoardPause(db: Executor, businessId: number, now: Date): Promise<boolean> {
  const ended = await db
    .updateTable('business_operations')
    .set({ pause_reason: null, pause_since: null, pause_until: null, updated_at: now.toISOString() })
    .where('business_id', '=', businessId)
    .where('pause_reason', '=', 'no_board')
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) > 0;
}

/** Turns busy mode on (or changes it): `extraMinutes` more until `until`. */
export async function writeBusy(
  db: Executor,
  businessId: number,
  extraMinutes: BusyExtraMinutes,
  since: Date,
  until: Date,
): Promise<void> {
  await setOperations(db, businessId, {
    busy_minutes: extraMinutes,
    busy_since: since.toISOString(),
    busy_until: until.toISOString(),
    updated_at: since.toISOString(),
  });
}

/** Turns busy mode off; true when it was on at `now`. */
export async function clearBusy(db: Executor, businessId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const cleared = await db
    .updateTable('business_operations')
    .set({ busy_minutes: null, busy_since: null, busy_until: null, updated_at: at })
    .where('business_id', '=', businessId)
    .where('busy_until', '>', at)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows) > 0;
}

/** Marks a product or option item sold out until `until` (marking it again moves the end); entries ended by `now` are dropped. */
export async function writeSoldOut(
  db: Executor,
  businessId: number,
  kind: SoldOutKind,
  itemId: number,
  until: Date,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('sold_out_items')
    .where('business_id', '=', businessId)
    .where('until', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('sold_out_items')
    .values({ business_id: businessId, kind, item_id: itemId, until: until.toISOString() })
    .onConflict((oc) =>
      oc.columns(['business_id', 'kind', 'item_id']).doUpdateSet({ until: until.toISOString() }),
    )
    .execute();
}

/** Undoes a sold-out mark; true when it was on at `now`. */
export async function clearSoldOut(
  db: Executor,
  businessId: number,
  kind: SoldOutKind,
  itemId: number,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sold_out_items')
    .where('business_id', '=', businessId)
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('until', '>', now.toISOString())
    .executeTakeFirst();
  // An entry that had already ended goes too: the table keeps only what may still be on.
  await db
    .deleteFrom('sold_out_items')
    .where('business_id', '=', businessId)
    .where('until', '<=', now.toISOString())
    .execute();
  return Number(deleted.numDeletedRows) > 0;
}
