import type { StaffOrder, StaffOrderLine } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../tables.ts';
import { statusIsVisible } from './orders.ts';

/*
 * Orders as the restaurant's board reads them (StaffOrder, docs/decisions/044): one order, or the
 * board's list, each in a constant number of queries. Names are the business's (decision 041): the
 * kitchen reads its own menu. Orders the business never received (unverified, expired, or
 * cancelled while waiting for their payment) are not the business's to see.
 */

const HEAD_COLUMNS = [
  'id',
  'code',
  'status_code',
  'locale',
  'customer_name',
  'customer_lastname',
  'customer_phone',
  'customer_email',
  'customer_note',
  'delivery_method_code',
  'delivery_local_place',
  'delivery_address',
  'delivery_street_number',
  'delivery_zip_code',
  'delivery_city',
  'delivery_floor',
  'delivery_intercom_name',
  'delivery_note',
  'delivery_date',
  'delivery_time',
  'payment_method_code',
  'amount',
  'amount_delivery',
  'amount_discount',
  'amount_manual_discount',
  'amount_tip',
  'manual_discount',
  'manual_discount_mode',
  'amount_final',
  'verified_at',
  'promised_at',
  'accepted_at',
  'ready_at',
  'delivered_at',
  'ended_at',
  'cancel_reason',
  'end_note',
  'created_at',
  'updated_at',
] as const;

type Head = Pick<Row<'orders'>, (typeof HEAD_COLUMNS)[number]>;

/** One order of the business as the board shows it; undefined when unknown, another business's, or never received. */
export async function findStaffOrder(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<StaffOrder | undefined> {
  const heads = await db
    .selectFrom('orders')
    .select(HEAD_COLUMNS)
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .execute();
  const [order] = await withDetails(db, businessId, heads);
  return order;
}

/**
 * The board's orders: every order still to handle (to confirm, in preparation, ready), whenever it
 * was placed, and those that ended (delivered, rejected, cancelled) since `endedSince` — the start
 * of the business's day, for the "done today" column. Oldest slot first.
 */
export async function listStaffOrders(
  db: Kysely<Database>,
  businessId: number,
  options: { endedSince: Date },
): Promise<StaffOrder[]> {
  const since = options.endedSince.toISOString();
  const heads = await db
    .selectFrom('orders')
    .select(HEAD_COLUMNS)
    .where('business_id', '=', businessId)
    .where((eb) =>
      eb.or([
        eb('status_code', 'in', ['to_manage', 'confirmed', 'ready_delivery']),
        eb.and([eb('status_code', '=', 'delivered'), eb('updated_at', '>=', since)]),
        eb.and([eb('status_code', '=', 'canceled'), eb('ended_at', '>=', since)]),
      ]),
    )
    .orderBy('delivery_date')
    .orderBy('delivery_time')
    .orderBy('id')
    .execute();
  return withDetails(db, businessId, heads);
}

/** Whether the business ever received the order: visible, and not an unpaid order the sweep cancelled. */
function received(head: Head): boolean {
  if (!statusIsVisible(head.status_code) || head.status_code === 'waiting_payment') return false;
  return !(head.status_code === 'canceled' && head.ended_at === null);
}

async function withDetails(
  db: Kysely<Database>,
  businessId: number,
  allHeads: Head[],
): Promise<StaffOrder[]> {
  const heads = allHeads.filter(received);
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.id);
  const [lines, options, removed, payments] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['id', 'order_id', 'name', 'category_name', 'qty', 'final_price'])
      .where('business_id', '=', businessId)
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_line_options as o')
      .innerJoin('order_lines as l', 'l.id', 'o.order_line_id')
      .select(['o.order_line_id', 'o.option_name', 'o.item_name', 'o.price', 'o.operand'])
      .where('l.business_id', '=', businessId)
      .where('l.order_id', 'in', ids)
      .orderBy('o.order_line_id')
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('order_line_removed_items as r')
      .innerJoin('order_lines as l', 'l.id', 'r.order_line_id')
      .select(['r.order_line_id', 'r.name'])
      .where('l.business_id', '=', businessId)
      .where('l.order_id', 'in', ids)
      .orderBy('r.order_line_id')
      .orderBy('r.position')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('payment_transactions')
      .select(['order_id', 'kind', 'status', 'amount', 'updated_at'])
      .where('business_id', '=', businessId)
      .where('order_id', 'in', ids)
      .execute(),
  ]);
  const optionsByLine = groupBy(options, (row) => row.order_line_id);
  const removedByLine = groupBy(removed, (row) => row.order_line_id);
  const linesByOrder = groupBy(lines, (row) => row.order_id);
  const paymentsByOrder = groupBy(payments, (row) => row.order_id);

  return heads.map((head): StaffOrder => {
    const money = paymentsByOrder.get(head.id) ?? [];
    const paid = money.filter((row) => row.kind === 'payment' && row.status === 'paid');
    const refunded = money
      .filter((row) => row.kind === 'refund' && row.status !== 'failed')
      .reduce((sum, row) => sum + row.amount, 0);
    return {
      id: head.id,
      code: head.code,
      status: head.status_code as StaffOrder['status'],
      locale: head.locale,
      createdAt: head.created_at,
      receivedAt: receivedAt(head, paid),
      slot: { date: head.delivery_date, time: head.delivery_time },
      promisedAt: head.promised_at,
      acceptedAt: head.accepted_at,
      readyAt: head.ready_at,
      deliveredAt: head.delivered_at,
      endedAt: head.ended_at,
      endReason: head.status_code === 'canceled' ? head.cancel_reason : null,
      endNote: head.end_note,
      deliveryMethodCode: head.delivery_method_code,
      place: {
        address: head.delivery_address,
        streetNumber: head.delivery_street_number,
        zipCode: head.delivery_zip_code,
        city: head.delivery_city,
        floor: head.delivery_floor,
        intercomName: head.delivery_intercom_name,
        table: head.delivery_local_place,
      },
      customer: {
        name: head.customer_name,
        lastname: head.customer_lastname,
        phone: head.customer_phone,
        email: head.customer_email,
      },
      notes: { customer: head.customer_note.trim(), delivery: head.delivery_note.trim() },
      lines: (linesByOrder.get(head.id) ?? []).map((line): StaffOrderLine => ({
        qty: line.qty,
        name: line.name,
        categoryName: line.category_name,
        finalPrice: line.final_price,
        options: (optionsByLine.get(line.id) ?? []).map((o) => ({
          group: o.option_name,
          item: o.item_name,
          price: o.price,
          operand: o.operand,
        })),
        removed: (removedByLine.get(line.id) ?? []).map((r) => r.name),
      })),
      payment: { methodCode: head.payment_method_code, paidOnline: paid.length > 0, refunded },
      totals: {
        amount: head.amount,
        amountDelivery: head.amount_delivery,
        amountDiscount: head.amount_discount,
        amountManualDiscount: head.amount_manual_discount,
        amountTip: head.amount_tip,
        manualDiscount: head.manual_discount,
        manualDiscountMode:
          head.manual_discount_mode === 'euro' || head.manual_discount_mode === 'percent'
            ? head.manual_discount_mode
            : null,
        amountFinal: head.amount_final,
      },
      updatedAt: head.updated_at,
    };
  });
}

/** When the business received the order: verified by its code, paid online (the payment settled), else placed straight to it. */
function receivedAt(head: Head, paid: readonly { updated_at: string }[]): string {
  if (head.verified_at !== null) return head.verified_at;
  const first = paid.map((row) => row.updated_at).sort()[0];
  return first ?? head.created_at;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list === undefined) groups.set(key(row), [row]);
    else list.push(row);
  }
  return groups;
}
