import type { Kysely } from 'kysely';
import type { Database, Row } from '../tables.ts';

/*
 * The kitchen-ticket queue (docs/decisions/046). A ticket is a job: pending
 * when asked for, printing once one screen claimed it, printed or failed when
 * that screen says so. Each move is one conditional statement, so of two tabs
 * (or two tablets) that see the same pending job only one gets to print it.
 * The automatic ticket of an accepted order has an `auto_key`: however many
 * screens with "auto-print" ask for it, it is one job. A reprint is a new job.
 */

/** A print job as the board reads it. */
export interface PrintJob {
  id: number;
  orderId: number;
  status: 'pending' | 'printing' | 'printed' | 'failed';
  /** The automatic ticket of an accepted order (one per order), not one asked for by hand. */
  auto: boolean;
  /** The screen that claimed it; null while pending. */
  screenId: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

function toJob(row: Row<'print_jobs'>): PrintJob {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    auto: row.auto_key !== null,
    screenId: row.screen_id,
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findJob(
  db: Kysely<Database>,
  businessId: number,
  jobId: number,
): Promise<PrintJob | undefined> {
  const row = await db
    .selectFrom('print_jobs')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row === undefined ? undefined : toJob(row);
}

/**
 * Queues a ticket of the business's order: a new pending job (by hand, a
 * reprint), or with `auto` the order's one automatic job — the existing one
 * when another screen asked first. Undefined when the order is not the business's.
 */
export async function queuePrintJob(
  db: Kysely<Database>,
  input: { businessId: number; orderId: number; auto: boolean; at: Date },
): Promise<PrintJob | undefined> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('business_id', '=', input.businessId)
    .where('id', '=', input.orderId)
    .executeTakeFirst();
  if (order === undefined) return undefined;
  const at = input.at.toISOString();
  const autoKey = input.auto ? `order:${input.orderId}` : null;
  const inserted = await db
    .insertInto('print_jobs')
    .values({
      business_id: input.businessId,
      order_id: input.orderId,
      auto_key: autoKey,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['business_id', 'auto_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) return findJob(db, input.businessId, inserted.id);
  const existing = await db
    .selectFrom('print_jobs')
    .selectAll()
    .where('business_id', '=', input.businessId)
    .where('auto_key', '=', autoKey)
    .executeTakeFirstOrThrow();
  return toJob(existing);
}

/** Why a job cannot move: unknown to the business, or not in the state the move starts from (another screen moved it). */
export type PrintJobRefusal = 'not_found' | 'status_changed';

/** Claims a pending job for `screenId` (pending → printing); only one claimer of a job ever gets it. */
export async function claimPrintJob(
  db: Kysely<Database>,
  input: { businessId: number; jobId: number; screenId: string; at: Date },
): Promise<{ ok: true; job: PrintJob } | { ok: false; reason: PrintJobRefusal; job?: PrintJob }> {
  const claimed = await db
    .updateTable('print_jobs')
    .set((eb) => ({
      status: 'printing',
      screen_id: input.screenId,
      attempts: eb('attempts', '+', 1),
      updated_at: input.at.toISOString(),
    }))
    .where('business_id', '=', input.businessId)
    .where('id', '=', input.jobId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (claimed !== undefined) return { ok: true, job: toJob(claimed) };
  const job = await findJob(db, input.businessId, input.jobId);
  return job === undefined
    ? { ok: false, reason: 'not_found' }
    : { ok: false, reason: 'status_changed', job };
}

/** Records how the claiming screen's print ended (printing → printed | failed); another screen cannot end it. */
export async function finishPrintJob(
  db: Kysely<Database>,
  input: { businessId: number; jobId: number; screenId: string; outcome: 'printed' | 'failed'; at: Date },
): Promise<{ ok: true; job: PrintJob } | { ok: false; reason: PrintJobRefusal; job?: PrintJob }> {
  const finished = await db
    .updateTable('print_jobs')
    .set({ status: input.outcome, updated_at: input.at.toISOString() })
    .where('business_id', '=', input.businessId)
    .where('id', '=', input.jobId)
    .where('status', '=', 'printing')
    .where('screen_id', '=', input.screenId)
    .returningAll()
    .executeTakeFirst();
  if (finished !== undefined) return { ok: true, job: toJob(finished) };
  const job = await findJob(db, input.businessId, input.jobId);
  return job === undefined
    ? { ok: false, reason: 'not_found' }
    : { ok: false, reason: 'status_changed', job };
}

/** The business's jobs, newest first: all, or those in `status` (a screen picks up the pending ones). */
export async function listPrintJobs(
  db: Kysely<Database>,
  input: { businessId: number; status?: PrintJob['status']; limit: number },
): Promise<PrintJob[]> {
  let query = db.selectFrom('print_jobs').selectAll().where('business_id', '=', input.businessId);
  if (input.status !== undefined) query = query.where('status', '=', input.status);
  return (await query.orderBy('id', 'desc').limit(input.limit).execute()).map(toJob);
}
