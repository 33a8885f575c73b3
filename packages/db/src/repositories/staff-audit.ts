import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../tables.ts';

/** One audit row: who (null: the system), what, when, and for an order from which status to which. */
export interface StaffAuditEntry {
  businessId: number;
  staffId: number | null;
  /** What happened, dotted and stable (`staff.signed_in`, `order.accepted`…): the owner's page translates it. */
  action: string;
  orderId?: number | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** Anything else worth keeping (a reason, a ready time, a role), stored as JSON. */
  detail?: Record<string, unknown> | null;
  at: Date;
}

/**
 * Writes an audit row INSIDE the caller's transaction (docs/decisions/043):
 * a staff action and its audit row commit together or not at all.
 */
export async function recordStaffAudit(trx: Transaction<Database>, entry: StaffAuditEntry): Promise<void> {
  await trx
    .insertInto('staff_audit')
    .values({
      business_id: entry.businessId,
      staff_id: entry.staffId,
      action: entry.action,
      order_id: entry.orderId ?? null,
      from_status: entry.fromStatus ?? null,
      to_status: entry.toStatus ?? null,
      detail: entry.detail === undefined || entry.detail === null ? null : JSON.stringify(entry.detail),
      at: entry.at.toISOString(),
    })
    .execute();
}

/** An audit row as the owner's page lists it, with the member's name and e-mail when the member still exists. */
export interface StaffAuditRow {
  id: number;
  staffId: number | null;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  orderId: number | null;
  fromStatus: string | null;
  toStatus: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

/** A page of the business's audit trail, newest first; `beforeId` continues after the last row of the previous page. */
export async function listStaffAudit(
  db: Kysely<Database>,
  businessId: number,
  page: { beforeId?: number; limit: number },
): Promise<StaffAuditRow[]> {
  let query = db
    .selectFrom('staff_audit')
    .leftJoin('staff_members', 'staff_members.id', 'staff_audit.staff_id')
    .select([
      'staff_audit.id',
      'staff_audit.staff_id',
      'staff_members.name as staff_name',
      'staff_members.email as staff_email',
      'staff_audit.action',
      'staff_audit.order_id',
      'staff_audit.from_status',
      'staff_audit.to_status',
      'staff_audit.detail',
      'staff_audit.at',
    ])
    .where('staff_audit.business_id', '=', businessId);
  if (page.beforeId !== undefined) query = query.where('staff_audit.id', '<', page.beforeId);
  const rows = await query.orderBy('staff_audit.id', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    staffEmail: row.staff_email,
    action: row.action,
    orderId: row.order_id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>),
    at: row.at,
  }));
}
