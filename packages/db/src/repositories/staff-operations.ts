import type { BusyExtraMinutes, Operations, SoldOutKind } from '@ordina/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../tables.ts';
import {
  clearBusy,
  clearPause,
  clearSoldOut,
  readOperations,
  writeBusy,
  writeSoldOut,
  writeStaffPause,
} from './operations.ts';
import { recordStaffAudit } from './staff-audit.ts';

/*
 * A staff member switching something on the board (docs/decisions/046): the
 * change and its audit row in one transaction (decision 014, 043), answering
 * the switches as they are after it.
 */

/** What the member switched. */
export type StaffOperationChange =
  | { kind: 'pause'; until: Date; duration: number | 'rest_of_day' }
  | { kind: 'resume' }
  | { kind: 'busy'; extraMinutes: BusyExtraMinutes; until: Date; duration: number | 'rest_of_day' }
  | { kind: 'busy_off' }
  | { kind: 'sold_out'; item: { kind: SoldOutKind; id: number }; until: Date }
  | { kind: 'sold_out_undo'; item: { kind: SoldOutKind; id: number } };

/** The switches after the change, or `not_found` for a product or option item the business does not have. */
export type StaffOperationResult = { ok: true; operations: Operations } | { ok: false; reason: 'not_found' };

const AUDIT_ACTIONS = {
  pause: 'operations.paused',
  resume: 'operations.resumed',
  busy: 'operations.busy_on',
  busy_off: 'operations.busy_off',
  sold_out: 'operations.sold_out',
  sold_out_undo: 'operations.sold_out_undone',
} as const satisfies Record<StaffOperationChange['kind'], string>;

async function itemExists(
  trx: Transaction<Database>,
  businessId: number,
  item: { kind: SoldOutKind; id: number },
): Promise<boolean> {
  const found =
    item.kind === 'product'
      ? await trx
          .selectFrom('products')
          .select('id')
          .where('business_id', '=', businessId)
          .where('id', '=', item.id)
          .executeTakeFirst()
      : await trx
          .selectFrom('category_option_items')
          .select('id')
          .where('business_id', '=', businessId)
          .where('id', '=', item.id)
          .executeTakeFirst();
  return found !== undefined;
}

/** Applies a member's change of the switches with its audit row; the switches on at `now` after it. */
export async function applyStaffOperation(
  db: Kysely<Database>,
  input: { businessId: number; staffId: number; change: StaffOperationChange; now: Date },
): Promise<StaffOperationResult> {
  const { businessId, change, now } = input;
  return db.transaction().execute(async (trx): Promise<StaffOperationResult> => {
    let detail: Record<string, unknown> = {};
    switch (change.kind) {
      case 'pause':
        await writeStaffPause(trx, businessId, now, change.until);
        detail = { duration: change.duration, until: change.until.toISOString() };
        break;
      case 'resume':
        detail = { wasOn: await clearPause(trx, businessId, now) };
        break;
      case 'busy':
        await writeBusy(trx, businessId, change.extraMinutes, now, change.until);
        detail = {
          extraMinutes: change.extraMinutes,
          duration: change.duration,
          until: change.until.toISOString(),
        };
        break;
      case 'busy_off':
        detail = { wasOn: await clearBusy(trx, businessId, now) };
        break;
      case 'sold_out':
        if (!(await itemExists(trx, businessId, change.item))) return { ok: false, reason: 'not_found' };
        await writeSoldOut(trx, businessId, change.item.kind, change.item.id, change.until, now);
        detail = { item: change.item.kind, id: change.item.id, until: change.until.toISOString() };
        break;
      case 'sold_out_undo':
        detail = {
          item: change.item.kind,
          id: change.item.id,
          wasOn: await clearSoldOut(trx, businessId, change.item.kind, change.item.id, now),
        };
        break;
    }
    await recordStaffAudit(trx, {
      businessId,
      staffId: input.staffId,
      action: AUDIT_ACTIONS[change.kind],
      detail,
      at: now,
    });
    return { ok: true, operations: await readOperations(trx, businessId, now) };
  });
}
