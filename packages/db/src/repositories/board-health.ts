import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { endNoBoardPause } from './operations.ts';

/*
 * Board health (docs/decisions/046): each board screen's last heartbeat. The
 * board's live connection records one when it opens and on every keep-alive;
 * the board-health job pauses ordering when none is recent during acceptance
 * hours, and a heartbeat ends that pause at once.
 */

/** What a heartbeat changed: whether it ended a no-board pause (the storefront then takes orders again). */
export interface BoardHeartbeat {
  resumed: boolean;
}

/** Records that board `screenId` of the business is connected at `at`; a no-board pause ends with it. */
export async function recordBoardHeartbeat(
  db: Kysely<Database>,
  heartbeat: { businessId: number; screenId: string; at: Date },
): Promise<BoardHeartbeat> {
  const at = heartbeat.at.toISOString();
  await db
    .insertInto('board_screens')
    .values({ business_id: heartbeat.businessId, screen_id: heartbeat.screenId, last_seen_at: at })
    // A late heartbeat (out of order across workers) never moves the time back.
    .onConflict((oc) =>
      oc
        .columns(['business_id', 'screen_id'])
        .doUpdateSet({ last_seen_at: at })
        .where('board_screens.last_seen_at', '<', at),
    )
    .execute();
  return { resumed: await endNoBoardPause(db, heartbeat.businessId, heartbeat.at) };
}

/** When any board of the business was last seen; null when none ever was. */
export async function lastBoardSeenAt(db: Kysely<Database>, businessId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('board_screens')
    .select((eb) => eb.fn.max('last_seen_at').as('last'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.last == null ? null : new Date(row.last);
}

/** A screen's own settings (the "auto-print accepted orders" switch); a screen never seen has them off. */
export async function findBoardScreenSettings(
  db: Kysely<Database>,
  businessId: number,
  screenId: string,
): Promise<{ autoPrint: boolean }> {
  const row = await db
    .selectFrom('board_screens')
    .select('auto_print')
    .where('business_id', '=', businessId)
    .where('screen_id', '=', screenId)
    .executeTakeFirst();
  return { autoPrint: row?.auto_print === 1 };
}

/** Sets a screen's "auto-print accepted orders" switch (the screen is recorded as seen at `at` if it was not known). */
export async function setBoardScreenAutoPrint(
  db: Kysely<Database>,
  input: { businessId: number; screenId: string; autoPrint: boolean; at: Date },
): Promise<void> {
  const autoPrint = input.autoPrint ? 1 : 0;
  await db
    .insertInto('board_screens')
    .values({
      business_id: input.businessId,
      screen_id: input.screenId,
      last_seen_at: input.at.toISOString(),
      auto_print: autoPrint,
    })
    .onConflict((oc) => oc.columns(['business_id', 'screen_id']).doUpdateSet({ auto_print: autoPrint }))
    .execute();
}
