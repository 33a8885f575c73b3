import type { Allergens, StaffOrder, StaffOrderLine } from '@ordina/contracts';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../tables.ts';
import {
  ORDER_HEAD_COLUMNS,
  orderAmounts,
  orderPlace,
  readOrderChildren,
  selectOrderHeads,
} from './order-reading.ts';
import { statusIsVisible } from './orders.ts';

/*
 * Orders as the restaurant's board reads them (StaffOrder, docs/decisions/044): one order, or the
 * board's list, each in a constant number of queries. Names are the business's (decision 041): the
 * kitchen reads its own menu. Orders the business never received (unverified, expired, or
 * cancelled while waiting for their payment) are not the business's to see.
 */

const HEAD_COLUMNS = [
  ...ORDER_HEAD_COLUMNS,
  'locale',
  'customer_phone',
  'customer_email',
  'verified_at',
  'accepted_at',
  'ready_at',
  'delivered_at',
  'ended_at',
  'end_note',
  'updated_at',
] as const;

type Head = Pick<Row<'orders'>, (typeof HEAD_COLUMNS)[number]>;

/** One order of the business as the board shows it; undefined when unknown, another business's, or never received. */
export async function findStaffOrder(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<StaffOrder | undefined> {
  const heads = await selectOrderHeads(db, businessId, HEAD_COLUMNS).where('id', '=', orderId).execute();
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
  const heads = await selectOrderHeads(db, businessId, HEAD_COLUMNS)
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
  const children = await readOrderChildren(
    db,
    businessId,
    heads.map((head) => head.id),
  );

  return heads.map((head): StaffOrder => {
    const money = children.transactions.get(head.id) ?? [];
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
      place: orderPlace(head),
      customer: {
        name: head.customer_name,
        lastname: head.customer_lastname,
        phone: head.customer_phone,
        email: head.customer_email,
      },
      notes: { customer: head.customer_note.trim(), delivery: head.delivery_note.trim() },
      lines: (children.lines.get(head.id) ?? []).map((line): StaffOrderLine => ({
        qty: line.qty,
        name: line.name,
        categoryName: line.category_name,
        finalPrice: line.final_price,
        options: (children.options.get(line.id) ?? []).map((o) => ({
          group: o.option_name,
          item: o.item_name,
          price: o.price,
          operand: o.operand,
        })),
        removed: (children.removed.get(line.id) ?? []).map((r) => r.name),
        ...(line.allergens_json === null ? {} : { allergens: JSON.parse(line.allergens_json) as Allergens }),
      })),
      payment: { methodCode: head.payment_method_code, paidOnline: paid.length > 0, refunded },
      totals: {
        ...orderAmounts(head),
        manualDiscountMode:
          head.manual_discount_mode === 'euro' || head.manual_discount_mode === 'percent'
            ? head.manual_discount_mode
            : null,
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
